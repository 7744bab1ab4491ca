import {
  ERROR_MESSAGES,
  failureMessage,
  SCHEMA_MESSAGES,
  type VisitorMessage,
  visitorMessage,
} from '@gangway/protocol';
import { type FormEvent, useId, useState } from 'react';
import { useViewI18n } from '../../../i18n/useViewI18n.ts';

export interface EmailFieldProps {
  /** Starts the e-mail login; a rejection's message is shown under the field. */
  onSubmit: (email: string) => Promise<void>;
  /** The visitor is about to type an address: a chance to get ready for the submit. */
  onIntent?: () => void;
  disabled: boolean;
  autoFocus: boolean;
  /** The field's accessible name (default: Email address, in the widget's locale). */
  label?: string;
}

/** SPEC §2 Connect: the e-mail method. The address must be well-formed (SPEC §5) before anything is sent. */
export function EmailField({ onSubmit, onIntent, disabled, autoFocus, label }: EmailFieldProps) {
  const id = useId();
  const { t, message } = useViewI18n();
  const [value, setValue] = useState('');
  const [error, setError] = useState<VisitorMessage | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || disabled) return;
    const { EmailSchema } = await import('./emailSchema.ts');
    const parsed = EmailSchema.safeParse(value.trim());
    if (!parsed.success) {
      setError(visitorMessage(SCHEMA_MESSAGES, 'INVALID_EMAIL'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (failure) {
      setError(failureMessage(failure, visitorMessage(ERROR_MESSAGES, 'FAILED_TO_CONNECT')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="email-field" onSubmit={submit} noValidate data-testid="gw-email-form">
      <label className="sr-only" htmlFor={`${id}-email`}>
        {label ?? t('emailLabel')}
      </label>
      <div className="email-field__row">
        <input
          id={`${id}-email`}
          className="email-field__input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="gw-email-input"
          {...(autoFocus ? { 'data-autofocus': '' } : {})}
          onFocus={onIntent}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
        <button
          type="submit"
          className="button button--primary email-field__submit"
          disabled={disabled || busy || value.trim() === ''}
          aria-busy={busy || undefined}
          data-testid="gw-email-submit"
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {t('emailContinue')}
        </button>
      </div>
      {error && (
        <p className="email-field__error" id={`${id}-error`} role="alert" data-testid="gw-email-error">
          {message(error)}
        </p>
      )}
    </form>
  );
}
