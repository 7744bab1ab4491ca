import type { Gangway } from '@gangway/core';
import type { ChainNamespace, ConnectMethod } from '@gangway/protocol';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { usePrefetchViews } from '../../context/ViewPrefetchContext.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { INITIAL_MESSAGES } from '../../i18n/en/initialMessages.ts';
import type { InitialKey } from '../../i18n/messages.ts';
import { type I18n, useI18n } from '../../i18n/useI18n.ts';
import { ActionList } from '../../modal/ActionList/ActionList.tsx';
import { GridIcon, WalletIcon } from '../../modal/icons.tsx';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { useConnectList } from '../../wallets/useConnectList.ts';
import { useWalletItems } from '../../wallets/useWalletItems.tsx';
import type { ViewProps } from '../lazyViews.ts';

const LegalFooter = lazy(() => import('./LegalFooter.tsx'));
// The click that opens Connect paints the wallet list first; e-mail and socials fill their kept place a frame later.
const EmbeddedMethods = lazy(() =>
  new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))).then(
    () => import('./embedded/EmbeddedMethods.tsx'),
  ),
);

/** E-mail and socials need gangway-server's login service and an EVM or Solana network (SPEC §9). */
const offersEmbedded = ({ apiUrl, adaptersByNamespace: families }: Gangway['options']) =>
  Boolean(apiUrl) && (families.has('eip155') || families.has('solana'));

/**
 * The page is idle: the API services' code loads now and, unless `prefetch: 'intent'` keeps it for open intent, the
 * directory's first page. The promise (none with `prefetch: 'intent'`) settles when that is done: the modal renders
 * Connect hidden then, with its wallets (its chunks, stylesheet, icons and number format load and run before the click).
 */
export function prefetchConnect(gangway: Gangway): Promise<void> | undefined {
  gangway.services()?.catch(() => undefined);
  if (gangway.options.prefetch !== 'intent') return gangway.warmUp();
}

function WalletMethod({
  autoFocus,
  disabled,
  only,
  i18n: { t, locale },
}: {
  autoFocus: boolean;
  disabled: boolean;
  only: ChainNamespace | undefined;
  i18n: I18n<InitialKey>;
}) {
  const gangway = useGangway();
  const prefetch = usePrefetchViews();
  const { entries, directoryCount, installedCount } = useConnectList(only);
  const showAllWallets = useStore(gangway.features, (state) => state.local.allWallets);
  const items = useWalletItems(entries, 40).map((item) =>
    disabled && !('placeholder' in item) ? { ...item, disabled } : item,
  );
  if (showAllWallets) {
    const count = directoryCount ?? (gangway.options.apiUrl ? undefined : installedCount);
    items.push({
      key: 'all-wallets',
      label: t('allWallets'),
      testId: 'gw-all-wallets',
      icon: (
        <span className="all-wallets-icon">
          <GridIcon />
        </span>
      ),
      tag: count ? new Intl.NumberFormat(locale).format(count) : undefined,
      disabled,
      onIntent: () => prefetch(['AllWallets']),
      onSelect: () => gangway.modal.getState().push('AllWallets'),
    });
  }
  return (
    <>
      {entries.length === 0 && (
        <div className="empty" data-testid="gw-no-wallets">
          <span className="empty__icon">
            <WalletIcon />
          </span>
          <p className="empty__title">{t('noWallets')}</p>
          <p className="hint">{t('noWalletsHint')}</p>
        </div>
      )}
      {items.length > 0 && <ActionList items={items} label={t('wallets')} autoFocus={autoFocus} />}
    </>
  );
}

/**
 * The first view: the connection methods in the configured order (SPEC §2, §9); with a namespace, only the
 * wallets of that family.
 */
export function Connect({ data }: ViewProps<'Connect'>) {
  const gangway = useGangway();
  const order = useStore(gangway.features, (state) => state.local.connectMethodsOrder);
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = gangway.options;
  const hasLegal = Boolean(terms || privacy);
  const needsConsent = useStore(gangway.features, (state) => state.local.legalCheckbox) && hasLegal;
  const [agreed, setAgreed] = useState(false);
  const i18n = useI18n(INITIAL_MESSAGES);
  // SPEC §6: the project's remote configuration decides the branding line (off unless the project turns it on).
  const remote = useStore(gangway.features, (state) => state.remote);
  const branding = remote.reownBranding;
  // E-mail and socials also need the project's remote features.
  const embedded = offersEmbedded(gangway.options)
    ? order.filter((method): method is Exclude<ConnectMethod, 'wallet'> =>
        method === 'email' ? remote.email : method === 'social' && Boolean(remote.socials),
      )
    : [];
  const first = embedded[0];
  const embeddedFirst = first !== undefined && order.indexOf(first) < order.indexOf('wallet');
  // They come a frame after the modal (their chunk prefetched while the page was idle), their place kept
  // (EmbeddedMethods.css.ts sizes), so nothing moves.
  const slot =
    embedded.reduce((height, method) => height + (method === 'email' ? 58 : 114), -10) +
    (embeddedFirst ? 28 : 0);
  const embeddedMethods = first && (
    <Suspense fallback={<div style={{ height: slot, flex: 'none' }} />}>
      <EmbeddedMethods
        methods={embedded}
        disabled={needsConsent && !agreed}
        autoFocus={false}
        dividerAfter={embeddedFirst}
      />
    </Suspense>
  );
  // The next view is almost always ConnectingExternal: fetch it while the visitor reads the list.
  const prefetch = usePrefetchViews();
  useEffect(() => prefetch(['ConnectingExternal']), [prefetch]);
  return (
    <ViewFrame name="Connect">
      {embeddedFirst && embeddedMethods}
      <WalletMethod autoFocus disabled={needsConsent && !agreed} only={data?.namespace} i18n={i18n} />
      {!embeddedFirst && embeddedMethods}
      {hasLegal && (
        <Suspense fallback={null}>
          <LegalFooter
            terms={terms}
            privacy={privacy}
            checkbox={needsConsent ? { checked: agreed, onChange: setAgreed } : undefined}
          />
        </Suspense>
      )}
      {branding && (
        <p className="legal" data-testid="gw-branding">
          {i18n.t('branding')}
        </p>
      )}
    </ViewFrame>
  );
}
