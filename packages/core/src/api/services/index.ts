// Everything that talks to gangway-server, loaded with import() on first need so that zod and the client never
// weigh on the host page's initial bundle.
import type { ChainNamespace } from '@gangway/protocol';
import type { GangwayContext } from '../../client/GangwayContext.ts';
import type { BalanceStore } from '../../stores/balanceStore.ts';
import type { DirectoryStore } from '../../stores/directoryStore.ts';
import type { HttpOptions } from '../apiFetch.ts';
import { type ApiClient, createApiClient } from '../client.ts';
import { type Analytics, createAnalytics } from './analytics.ts';
import { checkAllowedOrigin, syncRemoteFeatures } from './remoteConfig.ts';
import { createTokenBalances, type TokenBalances } from './tokenBalances.ts';
import { createWalletDirectory, type WalletDirectory } from './walletDirectory.ts';

export interface ApiServices {
  readonly api: ApiClient;
  /** How the server is reached: for the calls that live in a lazy view's own chunk (the Swap view's). */
  readonly http: HttpOptions;
  readonly directory: WalletDirectory;
  readonly tokenBalances: TokenBalances;
  readonly analytics: Analytics;
  /** First open (after its first frame): remote features, allowed origins, the first icons; every open: balances. */
  onModalOpen(namespace: ChainNamespace): Promise<void>;
  /** The project's remote features and allowed origins, asked once (first open, or a feature's first need). */
  configure(): Promise<void>;
}

export function createApiServices(
  ctx: GangwayContext,
  stores: { directory: DirectoryStore; balances: BalanceStore },
  http: { apiUrl: string; fetch?: typeof fetch },
): ApiServices {
  const httpOptions: HttpOptions = { ...http, projectId: ctx.options.projectId };
  const api = createApiClient(httpOptions);
  const directory = createWalletDirectory(ctx, stores.directory, api);
  const tokenBalances = createTokenBalances(ctx, stores.balances, api);
  const analytics = createAnalytics(ctx, api);
  let configured: Promise<void> | undefined;
  const configure = () => {
    configured ??= Promise.all([syncRemoteFeatures(ctx, api), checkAllowedOrigin(ctx, api)]).then(
      () => undefined,
    );
    return configured;
  };
  let loaded: Promise<void> | undefined;
  return {
    api,
    http: httpOptions,
    directory,
    tokenBalances,
    analytics,
    configure,
    onModalOpen: async (namespace) => {
      directory.onModalOpen();
      loaded ??= configure().then(() => analytics.track('MODAL_LOADED'));
      await Promise.all([loaded, tokenBalances.refresh(namespace)]);
    },
  };
}
