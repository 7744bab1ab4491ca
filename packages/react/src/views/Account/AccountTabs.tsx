import type { ChainNamespace } from '@gangway/protocol';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import { useStore } from 'zustand';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { TokenList } from './TokenList/TokenList.tsx';

const ActivityTab = lazy(() => import('./Activity/ActivityTab.tsx'));
const NftsTab = lazy(() => import('./Nfts/NftsTab.tsx'));

/** SPEC §2 Account's tabs; `currentTab` of the account state is the index in this list. */
export const ACCOUNT_TABS = ['tokens', 'nfts', 'activity'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

function supportsActivity(namespace: ChainNamespace): boolean {
  // SPEC §9 says eip155 only; the history route serves Solana and Bitcoin too (issue 9).
  return namespace === 'eip155' || namespace === 'solana' || namespace === 'bip122';
}

/** Which tabs this account gets: NFTs on EVM (ERC-721, ERC-1155), Activity behind the remote `activity` feature. */
function useAvailableTabs(namespace: ChainNamespace): readonly AccountTab[] {
  const gangway = useGangway();
  const activity = useStore(gangway.features, (state) => state.remote.activity);
  const hasServer = Boolean(gangway.options.apiUrl && gangway.options.projectId);
  return ACCOUNT_TABS.filter(
    (tab) =>
      tab === 'tokens' ||
      (hasServer && tab === 'nfts' && namespace === 'eip155') ||
      (hasServer && tab === 'activity' && activity && supportsActivity(namespace)),
  );
}

function Loading() {
  const { t } = useViewI18n();
  return (
    <div className="tab-loading">
      <span className="spinner" role="img" aria-label={t('loading')} />
    </div>
  );
}

/** Tokens, NFTs and Activity as an ARIA tab list: arrows, Home and End move between tabs. */
export function AccountTabs({ namespace }: { namespace: ChainNamespace }) {
  const gangway = useGangway();
  const { t, dir } = useViewI18n();
  const id = useId();
  const tabs = useAvailableTabs(namespace);
  const refs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({});
  const currentTab = useStore(gangway.accounts, (state) => state.accounts[namespace]?.currentTab ?? 0);
  const wanted = ACCOUNT_TABS[currentTab];
  const selected: AccountTab = wanted && tabs.includes(wanted) ? wanted : 'tokens';
  const select = (tab: AccountTab) =>
    gangway.accounts.getState().update(namespace, { currentTab: ACCOUNT_TABS.indexOf(tab) });

  if (tabs.length === 1) return <TokenList />;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected);
    const target = {
      // The arrows follow the reading direction: in a right-to-left locale the next tab is on the left.
      [dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight']: tabs[(index + 1) % tabs.length],
      [dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft']: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    select(target);
    refs.current[target]?.focus();
  };
  const panels: Record<AccountTab, ReactNode> = {
    tokens: <TokenList />,
    nfts: <NftsTab namespace={namespace} />,
    activity: <ActivityTab namespace={namespace} />,
  };

  return (
    <div className="account-tabs">
      <div role="tablist" aria-label={t('accountTabs')} className="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            className="tab"
            data-testid={`gw-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => select(tab)}
          >
            {t(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected}`}
        className="tabpanel"
        data-testid={`gw-tabpanel-${selected}`}
      >
        <Suspense fallback={<Loading />}>{panels[selected]}</Suspense>
      </div>
    </div>
  );
}
