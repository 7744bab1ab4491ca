import { LABELS } from '../../labels.ts';

interface LegalFooterProps {
  terms: string | undefined;
  privacy: string | undefined;
  /** With the legalCheckbox feature: the visitor ticks it before any wallet can be picked. */
  checkbox: { checked: boolean; onChange(checked: boolean): void } | undefined;
}

// Only http(s) reaches here: validateOptions refuses any other scheme for both links.
function Link({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/** SPEC's legal footer of the Connect view: the integrator's terms and privacy policy. */
export function LegalFooter({ terms, privacy, checkbox }: LegalFooterProps) {
  const links = (
    <>
      {terms && <Link href={terms} label={LABELS.terms} />}
      {terms && privacy && ` ${LABELS.and} `}
      {privacy && <Link href={privacy} label={LABELS.privacy} />}
    </>
  );
  return (
    <p className="legal" data-testid="gw-legal">
      {checkbox ? (
        <label>
          <input
            type="checkbox"
            data-testid="gw-legal-checkbox"
            checked={checkbox.checked}
            onChange={(event) => checkbox.onChange(event.target.checked)}
          />{' '}
          {LABELS.legalAgree} {links}
        </label>
      ) : (
        <>
          {LABELS.legalNotice} {links}
        </>
      )}
    </p>
  );
}
