import { type ReactNode, useState } from 'react';

/** What a request failed with: its first line (viem's and wagmi's messages go on for lines). */
function failureLine(cause: unknown): string {
  return cause instanceof Error ? (cause.message.split('\n')[0] ?? '') : String(cause);
}

/** A demo request's run: pending while its action runs, and the line its last failure left. */
export function useRequestRun() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const run = (action: () => Promise<unknown>) => {
    setError(undefined);
    setPending(true);
    action()
      .catch((cause: unknown) => setError(failureLine(cause)))
      .finally(() => setPending(false));
  };
  return { run, pending, error };
}

/** One labelled text input of a request form. */
export function TextInput({
  label,
  testId,
  value,
  onChange,
}: {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="select">
      <span className="select__label">{label}</span>
      <input
        className="text-input"
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** One checkbox of a request form. */
export function CheckboxInput({
  label,
  testId,
  checked,
  onChange,
}: {
  label: string;
  testId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        data-testid={testId}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      {label}
    </label>
  );
}

/** One of a request form's buttons. */
export function RequestButton({
  testId,
  disabled,
  onClick,
  children,
}: {
  testId: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="host-button" data-testid={testId} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * A request the host app sends from a demo card: its inputs, its buttons (busy while it runs), its result lines
 * (Fields) and the line of its last failure.
 */
export function RequestForm({
  children,
  actions,
  results,
  pending,
  error,
  errorTestId,
}: {
  children?: ReactNode;
  actions: ReactNode;
  results: ReactNode;
  pending: boolean;
  error?: string | undefined;
  errorTestId?: string;
}) {
  return (
    <>
      {children}
      <div className="card__actions" aria-busy={pending || undefined}>
        {actions}
      </div>
      <dl className="fields">{results}</dl>
      {error && (
        <p className="card__error" role="alert" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </>
  );
}
