// The small part of the API layer in the initial bundle: it loads the services with import() the first time the
// modal opens (or when asked), and keeps token balances fresh while the modal is open.
import type { ChainNamespace } from '../caip/namespaces.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
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
  const account = ctx.accounts.getState().get(namespace);
  const network = ctx.networks.getState().active[namespace];
  return `${account.status}|${account.address ?? ''}|${network?.caipNetworkId ?? ''}`;
}

/** How long the services may wait for an idle moment after the modal opens. */
const SERVICES_IDLE_TIMEOUT_MS = 200;

/**
 * Runs `task` once the modal has painted and the main thread is idle, so loading and parsing the API code never
 * delays the modal's first frames or the visitor's next input.
 */
function afterPaint(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: SERVICES_IDLE_TIMEOUT_MS })
      : setTimeout(task, 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(idle, 0));
  else idle();
}

/** Subscribes the API services to the modal and the account; returns the unsubscribe. */
export function watchApi(ctx: GangwayContext, load: ServicesLoader): () => void {
  const namespace = () => ctx.networks.getState().activeNamespace;
  const offModal = ctx.modal.subscribe((state, previous) => {
    if (!state.open || previous.open) return;
    afterPaint(() => void load()?.then((services) => services.onModalOpen(namespace())));
  });
  let lastKey = balanceKey(ctx, namespace());
  const onAccountOrNetwork = () => {
    const key = balanceKey(ctx, namespace());
    if (key === lastKey) return;
    lastKey = key;
    if (ctx.modal.getState().open)
      void load()?.then((services) => services.tokenBalances.refresh(namespace()));
  };
  const offAccounts = ctx.accounts.subscribe(onAccountOrNetwork);
  const offNetworks = ctx.networks.subscribe(onAccountOrNetwork);
  return () => {
    offModal();
    offAccounts();
    offNetworks();
  };
}
