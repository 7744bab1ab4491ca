// The small part of the API layer in the initial bundle: it loads the services with import() the first time the
// modal opens (or when asked), and keeps token balances fresh while the modal is open.
import type { ChainNamespace } from '../caip/namespaces.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { scheduleIdle } from '../scheduling/scheduleIdle.ts';
import { namespaceState, selectAddress } from '../stores/connectionStore.ts';
import type { ApiServices } from './services/index.ts';

export type ServicesLoader = () => Promise<ApiServices> | undefined;

/** No apiUrl or projectId: the widget works with installed wallets only and calls no server. */
export function createServicesLoader(ctx: GangwayContext): ServicesLoader {
  let services: Promise<ApiServices> | undefined;
  return () => {
    const { apiUrl, projectId } = ctx.options;
    if (!apiUrl || !projectId) return undefined;
    services ??= import('./services/index.ts').then(
      (module) => module.createApiServices(ctx, { directory: ctx.directory, balances: ctx.balances }, apiUrl),
      (error: unknown) => {
        services = undefined;
        throw error;
      },
    );
    return services;
  };
}

function balanceKey(ctx: GangwayContext, namespace: ChainNamespace): string {
  const state = ctx.connections.getState();
  const { status, chain } = namespaceState(state, namespace);
  return `${status}|${selectAddress(state, namespace) ?? ''}|${chain?.caipNetworkId ?? ''}`;
}

/** How long the services may wait for an idle moment after the modal opens. */
const SERVICES_IDLE_TIMEOUT_MS = 200;

/** Subscribes the API services to the modal and the account; returns the unsubscribe. */
export function watchApi(ctx: GangwayContext, load: ServicesLoader): () => void {
  const namespace = () => ctx.connections.getState().activeNamespace;
  const offModal = ctx.modal.subscribe((state, previous) => {
    if (!state.open || previous.open) return;
    // Loading and parsing the API code must never delay the modal's first frames or the visitor's next input.
    scheduleIdle(() => void load()?.then((services) => services.onModalOpen(namespace())), {
      afterPaint: true,
      timeoutMs: SERVICES_IDLE_TIMEOUT_MS,
    });
  });
  let lastKey = balanceKey(ctx, namespace());
  const onAccountOrNetwork = () => {
    const key = balanceKey(ctx, namespace());
    if (key === lastKey) return;
    lastKey = key;
    if (ctx.modal.getState().open)
      void load()?.then((services) => services.tokenBalances.refresh(namespace()));
  };
  const offConnections = ctx.connections.subscribe(onAccountOrNetwork);
  return () => {
    offModal();
    offConnections();
  };
}
