import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { safeWalletLink } from '../GetWallet/walletLinks.ts';
import { qrActionsCss } from './QrActions.css.ts';

/**
 * A QR view's ways besides scanning: "Open {name}", the link in a new tab, and "Copy link", which says when it
 * copied. Only a link the wallet-link allowlist passes is opened, and the page it opens gets neither this window
 * (noopener) nor this page's address (noreferrer): it is the wallet's or a relay's, never the dapp's.
 */
export function QrActions({
  name,
  openLink,
  copyText,
  testIds,
}: {
  /** The app the link opens. */
  name: string;
  /** Undefined: no Open button. */
  openLink: string | undefined;
  /** What Copy link puts on the clipboard; undefined: no Copy link button. */
  copyText: string | undefined;
  testIds: { open: string; copy: string };
}) {
  useShadowStyles(qrActionsCss);
  const gangway = useGangway();
  const { t } = useViewI18n();
  const href = safeWalletLink(openLink);
  const copy = () => {
    if (!copyText) return;
    navigator.clipboard?.writeText(copyText).then(
      () => gangway.toast.getState().show('success', { code: 'linkCopied', text: t('linkCopied') }),
      () => undefined,
    );
  };
  return (
    <>
      {href && (
        <a
          className="button button--primary"
          data-testid={testIds.open}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('openWallet', { name })}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
      )}
      {copyText && (
        <button type="button" className="button button--secondary" data-testid={testIds.copy} onClick={copy}>
          {t('copyLink')}
        </button>
      )}
    </>
  );
}
