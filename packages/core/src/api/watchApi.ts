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

/** Runs `task` after the next frame is painted, so work started by opening never delays the modal's first paint. */
function afterPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
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
