import { type ReactNode, useId, useMemo } from 'react';
import { useStore } from 'zustand';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import { useConnectors } from '../../hooks/useConnectors.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import type { ViewKey } from '../../i18n/messages.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { findWallet } from '../../wallets/findWallet.ts';
import { isSameWallet } from '../../wallets/walletMatch.ts';
import type { ViewProps } from '../lazyViews.ts';
import { sectionHeadingCss } from '../sectionHeading.css.ts';
import { getWalletCss } from './GetWallet.css.ts';
import { ExtensionIcon, ExternalIcon, GlobeIcon, PhoneIcon } from './getWalletIcons.tsx';
import {
  detectBrowser,
  type ExtensionStore,
  type MobileStore,
  type OwnLink,
  walletLinks,
} from './walletLinks.ts';

const STORE_NAMES = {
  chrome: 'storeChrome',
  firefox: 'storeFirefox',
  edge: 'storeEdge',
  safari: 'storeSafari',
  ios: 'storeIos',
  android: 'storeAndroid',
} as const satisfies Record<ExtensionStore | MobileStore, ViewKey>;
const OWN_LINK_NAMES = {
  desktop: 'desktopApp',
  web: 'webApp',
  mobile: 'mobileApp',
} as const satisfies Record<OwnLink, ViewKey>;

interface LinkRowProps {
  kind: string;
  href: string;
  name: string;
  glyph: ReactNode;
  detail?: string | undefined;
  badge?: string | undefined;
  autoFocus: boolean;
}

function LinkRow({ kind, href, name, glyph, detail, badge, autoFocus }: LinkRowProps) {
  const { t } = useViewI18n();
  return (
    <li>
      <a
        className="link-row"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={`gw-get-wallet-${kind}`}
        data-autofocus={autoFocus ? '' : undefined}
      >
        <span className="link-row__glyph">{glyph}</span>
        <span className="link-row__label">
          <span className="link-row__name">{name}</span>
          {detail && <span className="link-row__detail">{detail}</span>}
        </span>
        {badge && <span className="link-row__badge">{badge}</span>}
        <span className="link-row__trailing">
          <ExternalIcon />
        </span>
        <span className="sr-only">{t('opensInNewTab')}</span>
      </a>
    </li>
  );
}

function LinkGroup({
  heading,
  pair = false,
  children,
}: {
  heading: string;
  pair?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="get-wallet__group" aria-labelledby={id}>
      <h3 className="section-heading" id={id}>
        {heading}
      </h3>
      <ul className={`link-list${pair ? ' link-list--pair' : ''}`}>{children}</ul>
    </section>
  );
}

/**
 * A wallet from the directory (or the integrator's custom wallets) that is not installed here: where to get it.
 * WalletConnect sessions (QR code, deep link) come with a later issue, so no connection is offered for it.
 */
export default function GetWallet({ data }: ViewProps<'GetWallet'>) {
  useShadowStyles(getWalletCss);
  useShadowStyles(sectionHeadingCss);
  const gangway = useGangway();
  const { t } = useViewI18n();
  const directory = useStore(gangway.directory);
  const connectors = useConnectors();
  const known = useMemo(
    () => findWallet(directory, gangway.options.customWallets, data.walletId),
    [directory, gangway, data.walletId],
  );
  const browser = useMemo(() => detectBrowser(globalThis.navigator?.userAgent ?? ''), []);
  const links = useMemo(
    () =>
      known ? walletLinks(known, browser) : { own: [], extensions: [], mobile: [], homepage: undefined },
    [known, browser],
  );
  const name = known?.wallet.name ?? t('getWallet');
  const imageUrl =
    known?.source === 'directory'
      ? gangway.imageUrl('wallet', known.wallet.image_id)
      : known?.wallet.imageUrl;
  // Installed since the list was shown (an extension announces itself once the page reloads or it wakes up).
  const connector =
    known?.source === 'directory'
      ? connectors.find((candidate) => isSameWallet(candidate, known.wallet))
      : undefined;
  const hasLinks =
    links.own.length + links.extensions.length + links.mobile.length > 0 || links.homepage !== undefined;
  const firstKind = links.own[0]?.kind ?? links.extensions[0]?.kind ?? links.mobile[0]?.kind ?? 'homepage';

  return (
    <ViewFrame name="GetWallet" variant="center">
      <span className="get-wallet__icon">
        <BrandIcon name={name} src={imageUrl} size={72} shape="rounded" />
      </span>
      <p className="headline" data-testid="gw-get-wallet-status">
        {t('notInstalled', { name })}
      </p>
      <p className="hint">
        {links.own.length > 0
          ? t('openWalletHint', { name })
          : hasLinks
            ? t('getWalletHint', { name })
            : t('noWalletLinks')}
      </p>
      {connector && (
        <div className="actions">
          <button
            type="button"
            className="button button--primary"
            data-testid="gw-get-wallet-connect"
            data-autofocus=""
            onClick={() =>
              gangway.modal
                .getState()
                .replace('ConnectingExternal', { connectorId: connector.id, namespace: connector.chain })
            }
          >
            {t('connectWith', { name: connector.name })}
          </button>
        </div>
      )}
      {hasLinks && (
        <div className="get-wallet__groups">
          {links.own.length > 0 && (
            <LinkGroup heading={t('openWallet', { name })}>
              {links.own.map((link) => (
                <LinkRow
                  key={link.kind}
                  kind={link.kind}
                  href={link.href}
                  name={t(OWN_LINK_NAMES[link.kind])}
                  glyph={
                    link.kind === 'web' ? (
                      <GlobeIcon />
                    ) : link.kind === 'mobile' ? (
                      <PhoneIcon />
                    ) : (
                      <ExtensionIcon />
                    )
                  }
                  autoFocus={!connector && link.kind === firstKind}
                />
              ))}
            </LinkGroup>
          )}
          {links.extensions.length > 0 && (
            <LinkGroup heading={t('browserExtension')}>
              {links.extensions.map((link) => (
                <LinkRow
                  key={link.kind}
                  kind={link.kind}
                  href={link.href}
                  name={t(STORE_NAMES[link.kind])}
                  glyph={<ExtensionIcon />}
                  badge={link.kind === browser ? t('thisBrowser') : undefined}
                  autoFocus={!connector && link.kind === firstKind}
                />
              ))}
            </LinkGroup>
          )}
          {links.mobile.length > 0 && (
            <LinkGroup heading={t('mobileApp')} pair={links.mobile.length === 2}>
              {links.mobile.map((link) => (
                <LinkRow
                  key={link.kind}
                  kind={link.kind}
                  href={link.href}
                  name={t(STORE_NAMES[link.kind])}
                  glyph={<PhoneIcon />}
                  autoFocus={!connector && link.kind === firstKind}
                />
              ))}
            </LinkGroup>
          )}
          {links.homepage && (
            <LinkGroup heading={t('website')}>
              <LinkRow
                kind="homepage"
                href={links.homepage}
                name={new URL(links.homepage).host.replace(/^www\./, '')}
                glyph={<GlobeIcon />}
                autoFocus={!connector && firstKind === 'homepage'}
              />
            </LinkGroup>
          )}
        </div>
      )}
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          data-testid="gw-get-wallet-back"
          data-autofocus={!hasLinks && !connector ? '' : undefined}
          onClick={() => gangway.modal.getState().back()}
        >
          {t('chooseAnotherWallet')}
        </button>
      </div>
    </ViewFrame>
  );
}

// Through this view's chunk, which ConnectingWalletConnect loads anyway for its store-page fallback: imported
// directly by both views, the link helpers would become a chunk of their own in the initial bundle's preload map.
export { desktopWalletLinks, walletConnectDeepLink } from '../../wallets/walletConnectLinks.ts';
