import type { AccountState } from '../accounts/AccountState.ts';
import { connect } from '../actions/connect.ts';
import { disconnect } from '../actions/disconnect.ts';
import { handleAdapterEvent } from '../actions/handleAdapterEvent.ts';
import { switchNetwork } from '../actions/switchNetwork.ts';
import { syncOnStartup } from '../actions/syncOnStartup.ts';
import type { ApiServices } from '../api/services/index.ts';
import { type ImageKind, imageUrl } from '../api/urls.ts';
import { createApiLoader, watchApi } from '../api/watchApi.ts';
import type { CaipNetworkId } from '../caip/ids.ts';
import type { ChainNamespace } from '../caip/namespaces.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import type { GangwayOptions } from '../options/GangwayOptions.ts';
import { type ResolvedOptions, validateOptions } from '../options/validateOptions.ts';
import type { RouteArgs, ViewName } from '../router/views.ts';
import { createGangwayStorage } from '../storage/gangwayStorage.ts';
import { createAccountStore } from '../stores/accountStore.ts';
import { createAlertStore } from '../stores/alertStore.ts';
import { createBalanceStore } from '../stores/balanceStore.ts';
import { createConnectorStore } from '../stores/connectorStore.ts';
import { createDirectoryStore } from '../stores/directoryStore.ts';
import { createFeaturesStore } from '../stores/featuresStore.ts';
import { createModalStore } from '../stores/modalStore.ts';
import { activeNetwork, createNetworkStore } from '../stores/networkStore.ts';
import { createShakeStore } from '../stores/shakeStore.ts';
import { createThemeStore } from '../stores/themeStore.ts';
import { createToastStore } from '../stores/toastStore.ts';
import { type GangwayContext, getAdapter, namespaces } from './GangwayContext.ts';

export interface Gangway extends GangwayContext {
  /**
   * Starts connector discovery and the start-up sync. Browser only (the React provider calls it on mount); returns
   * a function that stops discovery and event subscriptions. Calling it again while started is a no-op; starting
   * again after a stop resubscribes without repeating the start-up sync.
   */
  start(): () => void;
  /** Resolves when the start-up sync has finished. */
  readonly ready: Promise<void>;
  /** Opens the modal: on `view` when given, else Account when connected and Connect otherwise. */
  open<V extends ViewName>(...args: RouteArgs<V> | []): void;
  close(): void;
  connect(params: { connectorId: string; namespace: ChainNamespace }): Promise<void>;
  disconnect(params?: { namespace?: ChainNamespace; closeModal?: boolean }): Promise<void>;
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<CaipNetwork>;
  getAccount(namespace?: ChainNamespace): AccountState;
  getActiveNetwork(): CaipNetwork | undefined;
  /**
   * The gangway-server services (directory, balances, analytics), loaded with import() on first call; undefined
   * when no apiUrl or projectId is configured.
   */
  services(): Promise<ApiServices> | undefined;
  /**
   * Open intent (pointer over, focus or pointer down on a Connect button): fetches the directory's first page from
   * the configured server and loads the services' code, so the wallets are there when the modal opens. Without an
   * apiUrl it does nothing.
   */
  warmUp(): void;
  /** An image served by gangway-server (wallet, token, network, currency); undefined without an apiUrl. */
  imageUrl(kind: ImageKind, id: string): string | undefined;
  readonly options: ResolvedOptions;
}

/** Creates one widget instance. Validates the options (throws naming the bad option) and touches no browser API. */
export function createGangway(input: GangwayOptions): Gangway {
  const options = validateOptions(input);
  const ctx: GangwayContext = {
    options,
    storage: createGangwayStorage(options.storage),
    modal: createModalStore(),
    toast: createToastStore(),
    alert: createAlertStore({ debug: options.debug }),
    shake: createShakeStore(),
    networks: createNetworkStore(options.networks, options.defaultNetwork),
    accounts: createAccountStore(options.defaultAccountTypes),
    connectors: createConnectorStore(),
    features: createFeaturesStore({
      basic: options.basic,
      local: options.localFeatures,
      localRemote: options.localRemoteFeatures,
    }),
    theme: createThemeStore(options),
    directory: createDirectoryStore(),
    balances: createBalanceStore(),
  };
  const api = createApiLoader(ctx);
  const services = api.load;
  if (!options.projectId) ctx.alert.getState().show('PROJECT_ID_NOT_CONFIGURED');
  for (const namespace of namespaces(ctx)) {
    getAdapter(ctx, namespace).setup({
      networks: options.networks.filter((network) => network.chainNamespace === namespace),
    });
  }

  let stopCurrent: (() => void) | undefined;
  let synced = false;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const start = () => {
    if (stopCurrent) return stopCurrent;
    const stops = namespaces(ctx).flatMap((namespace) => {
      const adapter = getAdapter(ctx, namespace);
      return [
        adapter.watchConnectors((connectors) =>
          ctx.connectors.getState().setNamespaceConnectors(namespace, connectors),
        ),
        adapter.subscribe((event) => handleAdapterEvent(ctx, namespace, event)),
      ];
    });
    stops.push(watchApi(ctx, api));
    // The sync restores what storage holds once per instance; a restart (React StrictMode remounts) only
    // resubscribes.
    if (!synced) {
      synced = true;
      void syncOnStartup(ctx).finally(resolveReady);
    }
    stopCurrent = () => {
      for (const stop of stops) stop();
      stopCurrent = undefined;
    };
    return stopCurrent;
  };

  /**
   * SPEC §8: an error inside a product action carries a category, goes to analytics (when the integrator turned
   * analytics on; throttled there) and is rethrown.
   */
  const reported =
    <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await action(...args);
      } catch (error) {
        if (ctx.features.getState().local.analytics) {
          void services()
            ?.then((loaded) => loaded.analytics.reportError(error))
            .catch(() => undefined);
        }
        throw error;
      }
    };

  const getAccount = (namespace?: ChainNamespace) =>
    ctx.accounts.getState().get(namespace ?? ctx.networks.getState().activeNamespace);

  return {
    ...ctx,
    options,
    ready,
    start,
    open: (...args) => {
      const modal = ctx.modal.getState();
      if (args.length > 0) return modal.show(...(args as RouteArgs<ViewName>));
      modal.show(getAccount().status === 'connected' ? 'Account' : 'Connect');
    },
    close: () => ctx.modal.getState().close(),
    connect: reported((params) => connect(ctx, params)),
    disconnect: reported((params) => disconnect(ctx, params)),
    switchNetwork: reported((network) => switchNetwork(ctx, network)),
    getAccount,
    getActiveNetwork: () => activeNetwork(ctx.networks.getState()),
    services,
    warmUp: api.warmUp,
    imageUrl: (kind, id) =>
      options.apiUrl
        ? imageUrl({ apiUrl: options.apiUrl, projectId: options.projectId }, kind, id)
        : undefined,
  };
}
