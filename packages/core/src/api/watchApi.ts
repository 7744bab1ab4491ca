// The small part of the API layer in the initial bundle: it fills the directory from SPEC §3's wallet directory
// cache at start, fetches the directory's first answers when warmed up (the page idle, open intent) or on open, loads
// the services with import() when the modal opens, and keeps token balances fresh while the modal is open.
import type { ChainNamespace } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { namespaceState, selectAddress } from '../stores/connectionStore.ts';
import { createInitialDirectory } from './initialDirectory.ts';
import type { ApiServices } from './services/index.ts';

export type ServicesLoader = () => Promise<ApiServices> | undefined;

export interface ApiLoader {
  load: ServicesLoader;
  /** Start (browser only): the directory store takes the cached first answers, if any. */
  restore(): void;
  /**
   * The modal may open soon (the page is idle, open intent) or opens: fetches the directory's first answers from the configured server at once
   * (once a page visit, again after a failure), fills the directory store and the cache with them, then loads the
   * services' code. A modal opened after that shows the wallets in its first frame. Does nothing without a server.
   * Settles once that is done, or could not be (never rejects).
   */
  warmUp(): Promise<void>;
}

/** No apiUrl or projectId: the widget works with installed wallets only and calls no server. */
export function createApiLoader(ctx: GangwayContext): ApiLoader {
  const { apiUrl: url, projectId } = ctx.options;
  const location = url && projectId ? { apiUrl: url, projectId } : undefined;
  let services: Promise<ApiServices> | undefined;
  const load: ServicesLoader = () => {
    if (!location) return undefined;
    services ??= import('./services/index.ts').then(
      (module) =>
        module.createApiServices(
          ctx,
          { directory: ctx.directory, balances: ctx.balances },
          { apiUrl: location.apiUrl },
        ),
      (error: unknown) => {
        services = undefined;
        throw error;
      },
    );
    return services;
  };
  const directory = location && createInitialDirectory(ctx, location);
  let refreshing: Promise<void> | undefined;
  const warmUp = () => {
    if (!directory) return Promise.resolve();
    if (refreshing) return refreshing;
    // The services take over once the answers are in (cache, icons) or could not be had (asked again, failure kept),
    // after the frame that shows the wallets: writing the cache must not hold that frame back.
    const refreshed = directory.refresh().then(async (answers) => {
      if (!answers) refreshing = undefined;
      await new Promise<void>((painted) => afterNextFrame(painted));
      await (await load())?.directory.takeInitial(answers, directory.source);
    });
    refreshing = refreshed.catch(() => undefined);
    return refreshing;
  };
  return { load, restore: () => directory?.restore(), warmUp };
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
  api.restore();
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
