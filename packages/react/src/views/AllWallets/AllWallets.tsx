import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useConnectors } from '../../hooks/useConnectors.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { ActionList, type ActionListEntry } from '../../modal/ActionList/ActionList.tsx';
import { AlertIcon, WalletIcon } from '../../modal/icons.tsx';
import { useAnnounce, useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { type AllWalletsInput, allWalletsList, searchList } from '../../wallets/allWalletsList.ts';
import { useRecentWalletIds } from '../../wallets/useRecentWalletIds.ts';
import { useWalletItems } from '../../wallets/useWalletItems.tsx';
import type { WalletEntry, WalletPlaceholder } from '../../wallets/WalletEntry.ts';
import { allWalletsCss } from './AllWallets.css.ts';
import { SearchField } from './SearchField.tsx';
import { useDirectoryPages } from './useDirectoryPages.ts';
import { useSentinel } from './useSentinel.ts';
import { useWalletSearch, type WalletSearch } from './useWalletSearch.ts';

const COLUMNS = 4;
/** Placeholders that finish the last row and add two more stand for the page (or search answer) on its way. */
function placeholders(after: number): WalletPlaceholder[] {
  const count = ((COLUMNS - (after % COLUMNS)) % COLUMNS) + COLUMNS * 2;
  return Array.from({ length: count }, (_, index) => ({ id: `loading-${index}`, placeholder: true }));
}

/** What both lists are built from, minus the directory wallets. */
function useListInput(): Omit<AllWalletsInput, 'directory'> {
  const gangway = useGangway();
  const connectors = useConnectors();
  const recentIds = useRecentWalletIds();
  const excluded = useStore(gangway.directory, (state) => state.excludedWallets);
  const prefer = useStore(gangway.connections, (state) => state.activeNamespace);
  return useMemo(
    () => ({
      connectors,
      recentIds,
      excluded,
      customWallets: gangway.options.customWallets ?? [],
      imageUrl: gangway.imageUrl,
      family: { prefer },
    }),
    [connectors, recentIds, excluded, gangway, prefer],
  );
}

function WalletGrid({
  entries,
  busy = false,
}: {
  entries: readonly (WalletEntry | WalletPlaceholder)[];
  busy?: boolean;
}) {
  const { t } = useViewI18n();
  const items: ActionListEntry[] = useWalletItems(entries, 56);
  return <ActionList items={items} label={t('allWallets')} layout="grid" columns={COLUMNS} busy={busy} />;
}

function ErrorState({ onRetry }: { onRetry(): void }) {
  const { t } = useViewI18n();
  return (
    <div className="wallets-state wallets-state--error" data-testid="gw-wallets-error" role="alert">
      <span className="wallets-state__icon">
        <AlertIcon size={26} />
      </span>
      <p className="empty__title">{t('walletsLoadFailed')}</p>
      <p className="hint">{t('walletsLoadFailedHint')}</p>
      <button
        type="button"
        className="button button--primary"
        data-testid="gw-wallets-retry"
        onClick={onRetry}
      >
        {t('retry')}
      </button>
    </div>
  );
}

function EmptyState({ testId, title, hint }: { testId: string; title: string; hint: string }) {
  return (
    <div className="wallets-state" data-testid={testId}>
      <span className="wallets-state__icon">
        <WalletIcon />
      </span>
      <p className="empty__title">{title}</p>
      <p className="hint">{hint}</p>
    </div>
  );
}

/** Installed wallets, then the directory page by page as the visitor scrolls. */
function DirectoryWallets() {
  const { t } = useViewI18n();
  const input = useListInput();
  const pages = useDirectoryPages();
  const entries = useMemo(
    () => allWalletsList({ ...input, directory: pages.wallets }),
    [input, pages.wallets],
  );
  const sentinel = useSentinel<HTMLDivElement>(
    pages.hasMore && !pages.loading && !pages.failed,
    pages.page,
    pages.loadMore,
  );
  if (entries.length === 0 && !pages.loading && !pages.failed) {
    return <EmptyState testId="gw-no-wallets" title={t('noWallets')} hint={t('noWalletsHint')} />;
  }
  return (
    <>
      {(entries.length > 0 || pages.loading) && (
        <WalletGrid
          entries={pages.loading ? [...entries, ...placeholders(entries.length)] : entries}
          busy={pages.loading}
        />
      )}
      {pages.failed &&
        // Nothing from the directory yet: the full explanation; a later page: a line under the list.
        (pages.page === 0 ? (
          <ErrorState onRetry={pages.retry} />
        ) : (
          <div className="wallets-inline-error" data-testid="gw-wallets-error" role="alert">
            {t('walletsLoadFailed')}
            <button
              type="button"
              className="button button--secondary"
              data-testid="gw-wallets-retry"
              onClick={pages.retry}
            >
              {t('retry')}
            </button>
          </div>
        ))}
      <div ref={sentinel} className="wallets-sentinel" data-testid="gw-wallets-sentinel" aria-hidden="true" />
    </>
  );
}

/** The answer to a search; the previous answer stays while the next one is on its way, so nothing flickers. */
function SearchResults({ search }: { search: WalletSearch }) {
  const input = useListInput();
  const announce = useAnnounce();
  const { t } = useViewI18n();
  const [shown, setShown] = useState<WalletEntry[] | null>(null);
  const { settled, query, results } = search;

  useEffect(() => {
    if (!settled) return;
    const entries = searchList({ ...input, directory: results, query });
    setShown(entries);
    announce(entries.length === 0 ? t('noWalletFound') : t('walletsFound', { count: entries.length }));
  }, [settled, input, results, query, announce, t]);

  if (search.failed) return <ErrorState onRetry={search.retry} />;
  if (!shown || (shown.length === 0 && !settled)) return <WalletGrid entries={placeholders(0)} busy />;
  if (shown.length === 0) {
    return (
      <EmptyState testId="gw-no-wallet-found" title={t('noWalletFound')} hint={t('noWalletFoundHint')} />
    );
  }
  return <WalletGrid entries={shown} busy={!settled} />;
}

/** SPEC §2 AllWallets: a search field over the installed wallets and the paged, searchable wallet directory. */
export default function AllWallets() {
  useShadowStyles(allWalletsCss);
  const [typed, setTyped] = useState('');
  const search = useWalletSearch(typed);
  const searching = typed.trim() !== '';
  return (
    <ViewFrame name="AllWallets">
      <SearchField value={typed} onChange={setTyped} busy={searching && !search.settled && !search.failed} />
      {searching ? <SearchResults search={search} /> : <DirectoryWallets />}
    </ViewFrame>
  );
}
