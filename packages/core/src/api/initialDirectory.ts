// The directory's first answers without the API services' code (no zod in the initial bundle). At start SPEC §3's
// wallet directory cache fills the store, so a repeat visit shows the wallets in the modal's first frame. Once the
// page is idle (or on open intent, or open) the answers are fetched from the configured server, checked and put in
// the store (the services then cache them).

import { API_TIMEOUT_MS } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { readDirectoryCache } from '../directory/directoryCache.ts';
import { type InitialAnswers, initialDirectoryState } from '../directory/initialDirectoryState.ts';
import { checkWalletsAnswer } from '../directory/walletsAnswerGuard.ts';
import { initialDirectoryQueries } from './directoryQueries.ts';
import { type ApiLocation, apiUrl } from './urls.ts';

export interface InitialDirectory {
  /** Fills a directory store that holds nothing yet from the cache, when it has answers to these very queries. */
  restore(): void;
  /**
   * Fetches the answers and fills the store; resolves with them, or with undefined when a request failed or an
   * answer was refused, and the store then keeps what it held.
   */
  refresh(): Promise<InitialAnswers | undefined>;
  /** What the answers were asked of: the cache keeps it beside them. */
  readonly source: string;
}

export function createInitialDirectory(ctx: GangwayContext, location: ApiLocation): InitialDirectory {
  const requests = Object.entries(initialDirectoryQueries(ctx.options)).map(
    ([name, query]) => [name, apiUrl(location, '/getWallets', { ...query })] as const,
  );
  // The URLs name the server, the project, the SDK version, the chains and the filters: a cache of other queries misses.
  const source = requests.map(([, url]) => url).join(' ');
  const fill = (answers: InitialAnswers) => {
    const state = initialDirectoryState(answers, {
      featuredWalletIds: ctx.options.featuredWalletIds,
      namespaces: [...ctx.options.adaptersByNamespace.keys()],
    });
    // AllWallets may hold further pages by now: they stay.
    const { page, wallets } = ctx.directory.getState();
    ctx.directory.setState({ ...state, ...(page > 1 ? { page, wallets } : {}), status: 'ready' });
  };
  return {
    source,
    restore() {
      if (ctx.directory.getState().status !== 'idle') return;
      const answers = readDirectoryCache(ctx.storage, location.projectId, source);
      if (answers) fill(answers);
    },
    async refresh() {
      const answers = await Promise.all(requests.map(([, url]) => fetchAnswer(url)));
      if (!answers.every(Boolean)) return undefined;
      const named = Object.fromEntries(
        requests.map(([name], index) => [name, answers[index]]),
      ) as unknown as InitialAnswers;
      fill(named);
      return named;
    },
  };
}

async function fetchAnswer(url: string) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    return response.ok ? checkWalletsAnswer(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}
