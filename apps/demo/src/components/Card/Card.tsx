import type { ReactNode } from 'react';

export function Card({
  title,
  subtitle,
  testId,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const headingId = `${testId}-title`;
  return (
    <section className="card" data-testid={testId} aria-labelledby={headingId}>
      <header className="card__header">
        <h2 className="card__title" id={headingId}>
          {title}
        </h2>
        {subtitle && <p className="card__subtitle">{subtitle}</p>}
      </header>
      {children}
    </section>
  );
}

/** One labelled value; `mono` for addresses and ids. */
export function Field({
  label,
  testId,
  mono,
  children,
}: {
  label: string;
  testId: string;
  mono?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <dt className="field__label">{label}</dt>
      <dd className={`field__value${mono ? ' field__value--mono' : ''}`} data-testid={testId}>
        {children ?? <span className="muted">—</span>}
      </dd>
    </div>
  );
}

export function StatusBadge({ status, testId }: { status: string; testId: string }) {
  return (
    <span className="badge" data-status={status} data-testid={testId}>
      <span className="badge__dot" aria-hidden="true" />
      {status}
    </span>
  );
}
