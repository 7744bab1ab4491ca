// The small part of the API layer in the initial bundle: it loads the services with import() on open intent or
// when the modal opens, fetches the directory's first page ahead of them, and keeps token balances fresh while the
// modal is open.
import type { ChainNamespace } from '../caip/namespaces.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { namespaceState, selectAddress } from '../stores/connectionStore.ts';
import { initialDirectoryQueries } from './directoryQueries.ts';
import { createResponsePrefetch } from './responsePrefetch.ts';
import type { ApiServices } from './services/index.ts';
import { apiUrl } from './urls.ts';

export type ServicesLoader = () => Promise<ApiServices> | undefined;

export interface ApiLoader {
  load: ServicesLoader;
  /**
   * The modal is about to open (or opens): fetches the directory's first page from the configured server at once,
   * loads the services' code after the next frame, and fills the directory store as soon as both are here. A
   * modal opened after that shows the wallets in its first frame. Does nothing without a server.
   */
  warmUp(): void;
}

/** No apiUrl or projectId: the widget works with installed wallets only and calls no server. */
export function createApiLoader(ctx: GangwayContext): ApiLoader {
  const prefetched = createResponsePrefetch();
  let services: Promise<ApiServices> | undefined;
  const load: ServicesLoader = () => {
    const { apiUrl: url, projectId } = ctx.options;
    if (!url || !projectId) return undefined;
    services ??= import('./services/index.ts').then(
      (module) =>
        module.createApiServices(
          ctx,
          { directory: ctx.directory, balances: ctx.balances },
          { apiUrl: url, fetch: prefetched.fetch },
        ),
      (error: unknown) => {
        services = undefined;
        throw error;
      },
    );
    return services;
  };
  const warmUp = () => {
    const { apiUrl: url, projectId } = ctx.options;
    if (!url || !projectId) return;
    if (ctx.directory.getState().status === 'idle') {
      for (const query of Object.values(initialDirectoryQueries(ctx.options)))
        prefetched.prefetch(apiUrl({ apiUrl: url, projectId }, '/getWallets', { ...query }));
    }
    afterNextFrame(() =>
      load()
        ?.then((services) => services.directory.loadInitial())
        .catch(() => undefined),
    );
  };
  return { load, warmUp };
}

/**
 * Runs `task` once the next frame is painted: a click that follows intent at once paints the modal before the
 * services' code is loaded and run, so an installed wallet is never held back by it.
 */
function afterNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
}

function balanceKey(ctx: GangwayContext, namespace: ChainNamespace): string {
  const state = ctx.connections.getState();
  const { status, chain } = namespaceState(state, namespace);
  return `${status}|${selectAddress(state, namespace) ?? ''}|${chain?.caipNetworkId ?? ''}`;
}

/** Subscribes the API services to the modal and the account; returns the unsubscribe. */
export function watchApi(ctx: GangwayContext, api: ApiLoader): () => void {
  const namespace = () => ctx.connections.getState().activeNamespace;
  const offModal = ctx.modal.subscribe((state, previous) => {
    if (!state.open || previous.open) return;
    // No wait for an idle moment: the wallets are what the visitor opened the modal for.
    api.warmUp();
    afterNextFrame(() => void api.load()?.then((services) => services.onModalOpen(namespace())));
  });
  let lastKey = balanceKey(ctx, namespace());
  const onAccountOrNetwork = () => {
    const key = balanceKey(ctx, namespace());
    if (key === lastKey) return;
    lastKey = key;
    if (ctx.modal.getState().open)
      void api.load()?.then((services) => services.tokenBalances.refresh(namespace()));
  };
  const offConnections = ctx.connections.subscribe(onAccountOrNetwork);
  return () => {
    offModal();
    offConnections();
  };
}
