import { VIEW_LABELS } from '../../viewLabels.ts';

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

/**
 * SPEC's legal footer of the Connect view: the integrator's terms and privacy policy. Its own chunk, loaded at start
 * only on pages that set the links (GangwayProvider), so the others never carry it.
 */
export default function LegalFooter({ terms, privacy, checkbox }: LegalFooterProps) {
  const links = (
    <>
      {terms && <Link href={terms} label={VIEW_LABELS.terms} />}
      {terms && privacy && ` ${VIEW_LABELS.and} `}
      {privacy && <Link href={privacy} label={VIEW_LABELS.privacy} />}
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
          {VIEW_LABELS.legalAgree} {links}
        </label>
      ) : (
        <>
          {VIEW_LABELS.legalNotice} {links}
        </>
      )}
    </p>
  );
}
