import type { ChainNamespace, ConnectMethod } from '@gangway/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { usePrefetchViews } from '../../context/ViewPrefetchContext.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { LABELS } from '../../labels.ts';
import { ActionList } from '../../modal/ActionList/ActionList.tsx';
import { GridIcon, WalletIcon } from '../../modal/icons.tsx';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { useConnectList } from '../../wallets/useConnectList.ts';
import { useWalletItems } from '../../wallets/useWalletItems.tsx';
import type { ViewProps } from '../lazyViews.ts';

export const loadLegalFooter = () => import('./LegalFooter.tsx');
const LegalFooter = lazy(loadLegalFooter);

/**
 * Connection methods that can be offered now. Email and social sign-in need the embedded wallet (a later issue),
 * so only the wallet list is available; the configured order still applies once they are.
 */
function isAvailable(method: ConnectMethod): boolean {
  return method === 'wallet';
}

function WalletMethod({
  autoFocus,
  disabled,
  only,
}: {
  autoFocus: boolean;
  disabled: boolean;
  only: ChainNamespace | undefined;
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
      label: LABELS.allWallets,
      testId: 'gw-all-wallets',
      icon: (
        <span className="all-wallets-icon">
          <GridIcon />
        </span>
      ),
      tag: count ? String(count) : undefined,
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
          <p className="empty__title">{LABELS.noWallets}</p>
          <p className="hint">{LABELS.noWalletsHint}</p>
        </div>
      )}
      {items.length > 0 && <ActionList items={items} label={LABELS.wallets} autoFocus={autoFocus} />}
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
  // SPEC §6: the project's remote configuration decides the branding line (off unless the project turns it on).
  const branding = useStore(gangway.features, (state) => state.remote.reownBranding);
  const methods = order.filter(isAvailable);
  // The next view is almost always ConnectingExternal: fetch it while the visitor reads the list.
  const prefetch = usePrefetchViews();
  useEffect(() => prefetch(['ConnectingExternal']), [prefetch]);
  return (
    <ViewFrame name="Connect">
      {methods.map((method, index) =>
        method === 'wallet' ? (
          <WalletMethod
            key={method}
            autoFocus={index === 0}
            disabled={needsConsent && !agreed}
            only={data?.namespace}
          />
        ) : null,
      )}
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
          {LABELS.branding}
        </p>
      )}
    </ViewFrame>
  );
}
