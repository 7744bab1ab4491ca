import { Fragment, type ReactNode } from 'react';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { legalFooterCss } from './LegalFooter.css.ts';

interface LegalFooterProps {
  terms: string | undefined;
  privacy: string | undefined;
  /** With the legalCheckbox feature: the visitor ticks it before any wallet can be picked. */
  checkbox: { checked: boolean; onChange(checked: boolean): void } | undefined;
}

/** Stands for the links inside the translated sentence, which may put them anywhere. */
const LINKS = '\u{F0000}';

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
  useShadowStyles(legalFooterCss);
  const { t, locale } = useViewI18n();
  const links: [string, ReactNode][] = [];
  if (terms) links.push([t('terms'), <Link key="terms" href={terms} label={t('terms')} />]);
  if (privacy) links.push([t('privacy'), <Link key="privacy" href={privacy} label={t('privacy')} />]);
  // "A and B" the locale's way: Intl writes the list, each of its elements becomes its link.
  const parts = new Intl.ListFormat(locale, { type: 'conjunction' }).formatToParts(
    links.map(([text]) => text),
  );
  let next = 0;
  const list = parts.map((part, index) =>
    part.type === 'element' ? (
      links[next++]?.[1]
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the list's parts keep their order.
      <Fragment key={index}>{part.value}</Fragment>
    ),
  );
  const [before, after] = t(checkbox ? 'legalAgree' : 'legalNotice', { links: LINKS }).split(LINKS);
  const sentence = (
    <>
      {before}
      {list}
      {after}
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
          {sentence}
        </label>
      ) : (
        sentence
      )}
    </p>
  );
}
