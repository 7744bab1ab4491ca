import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol';
import { ERROR_MESSAGES, GangwayError, hasSocialResult } from '@gangway/protocol';
import type { Account } from '../accounts/AccountState.ts';
import { selectAccount } from '../accounts/selectAccount.ts';
import { restoreStoredState } from '../actions/restoreStoredState.ts';
import type { SwitchNetworkOptions } from '../actions/switchNetwork.ts';
import type { NamespaceParam, SendTransactionParams } from '../actions/walletRequests.ts';
import type { SignatureResults, TransactionResults } from '../adapter/ChainAdapter.ts';
import type { ApiServices } from '../api/services/index.ts';
import { type ImageKind, imageUrl } from '../api/urls.ts';
import { createApiLoader, watchApi } from '../api/watchApi.ts';
import type { Locale } from '../locale/locales.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import type { GangwayOptions } from '../options/GangwayOptions.ts';
import { ignoredOptions } from '../options/ignoredOptions.ts';
import { type ResolvedOptions, validateOptions } from '../options/validateOptions.ts';
import { isViewName, type RouteArgs, VIEWS, type ViewName } from '../router/views.ts';
import { createGangwayStorage } from '../storage/gangwayStorage.ts';
import { createAccountStore } from '../stores/accountStore.ts';
import { createAlertStore } from '../stores/alertStore.ts';
import { createBalanceStore } from '../stores/balanceStore.ts';
import { activeNetwork, createConnectionStore } from '../stores/connectionStore.ts';
import { createConnectorStore } from '../stores/connectorStore.ts';
import { createDirectoryStore } from '../stores/directoryStore.ts';
import { createFeaturesStore } from '../stores/featuresStore.ts';
import { createLocaleStore } from '../stores/localeStore.ts';
import { createModalStore } from '../stores/modalStore.ts';
import { createNetworkStore } from '../stores/networkStore.ts';
import { createShakeStore } from '../stores/shakeStore.ts';
import { createThemeStore } from '../stores/themeStore.ts';
import { createToastStore } from '../stores/toastStore.ts';
import type { GangwayContext } from './GangwayContext.ts';

export interface Gangway extends GangwayContext {
  /**
   * Starts connector discovery and the start-up sync. Browser only (the React provider calls it on mount); returns
   * a function that stops discovery and event subscriptions. Calling it again while started is a no-op; starting
   * again after a stop resubscribes without repeating the start-up sync.
   */
  start(): () => void;
  /** Resolves when the start-up sync has finished. */
  readonly ready: Promise<void>;
  /**
   * Opens the modal: on `view` when given, else Account when connected and Connect otherwise. Throws 'View … is not
   * available yet' for a name that is not a view of this version.
   */
  open<V extends ViewName>(...args: RouteArgs<V> | []): void;
  close(): void;
  connect(params: { connectorId: string; namespace: ChainNamespace }): Promise<void>;
  disconnect(params?: { namespace?: ChainNamespace; closeModal?: boolean }): Promise<void>;
  /**
   * SPEC §4: switches the wallet, connects the wallet in use in another family it speaks, or (when it lacks the
   * family) shows SwitchActiveChain and resolves with the unchanged active network.
   */
  switchNetwork(network: CaipNetwork | CaipNetworkId, options?: SwitchNetworkOptions): Promise<CaipNetwork>;
  /**
   * Signs a message with the connected wallet of `namespace` (the active one when omitted); rejects with
   * 'Please call connect() before request()' when none is connected.
   */
  signMessage<N extends ChainNamespace>(
    params: NamespaceParam<N> & { message: string },
  ): Promise<SignatureResults[N]>;
  /** Sends a transaction through the connected wallet, on the namespace's active network. */
  sendTransaction<N extends ChainNamespace>(params: SendTransactionParams<N>): Promise<TransactionResults[N]>;
  /** SPEC §3's account state of `namespace`, or of the active namespace when omitted. */
  getAccount(namespace?: ChainNamespace): Account;
  getActiveNetwork(): CaipNetwork | undefined;
  /**
   * Loads ahead of need what the first connect, switch or disconnect uses: each adapter's wallet libraries and the
   * actions themselves. Idempotent; the modal calls it when the visitor points at or focuses an installed wallet.
   */
  preload(): void;
  /**
   * The gangway-server services (directory, balances, analytics), loaded with import() on first call; undefined
   * when no apiUrl or projectId is configured.
   */
  services(): Promise<ApiServices> | undefined;
  /**
   * The page is idle (unless `prefetch: 'intent'`), or open intent (pointer over, focus or pointer down on an element
   * marked `data-gangway-open`, as ConnectButton is): fetches the directory's first page from the configured server
   * and loads the services' code, so the wallets are there when the modal opens. Without an apiUrl it does nothing.
   * Settles once the answers are in and the services loaded, or could not be (never rejects).
   */
  warmUp(): Promise<void>;
  /**
   * Sets the language of the modal and buttons (open views follow at once, a locale's texts load on first use);
   * undefined follows the browser's languages again. Throws 'Invalid option `locale`' for a locale not in LOCALES.
   */
  setLocale(locale: Locale | undefined): void;
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
    networks: createNetworkStore(options.networks),
    connections: createConnectionStore(options.networks, options.defaultNetwork),
    accounts: createAccountStore(options.defaultAccountTypes),
    connectors: createConnectorStore(),
    features: createFeaturesStore({
      basic: options.basic,
      local: options.localFeatures,
      localRemote: options.localRemoteFeatures,
    }),
    theme: createThemeStore(options),
    locale: createLocaleStore(options.locale),
    directory: createDirectoryStore(),
    balances: createBalanceStore(),
    lazy: {},
  };
  const api = createApiLoader(ctx);
  if (!options.projectId) ctx.alert.getState().show('PROJECT_ID_NOT_CONFIGURED');
  for (const option of ignoredOptions(input)) {
    ctx.alert
      .getState()
      .show('OPTION_HAS_NO_EFFECT', 'warning', ERROR_MESSAGES.OPTION_HAS_NO_EFFECT({ option }));
  }
  for (const adapter of options.adapters) {
    adapter.setup({
      networks: options.networks.filter((network) => network.chainNamespace === adapter.namespace),
    });
  }

  type VisitorActions = typeof import('../actions/visitorActions.ts');
  let visitorActions: Promise<VisitorActions> | undefined;
  // Set once loaded: every connection goes through these actions first, so wallet events find them loaded.
  let loaded: VisitorActions | undefined;
  const actions = () => {
    visitorActions ??= import('../actions/visitorActions.ts').then(
      (module) => {
        loaded ??= module;
        module.persistConnections(ctx);
        return module;
      },
      (error: unknown) => {
        visitorActions = undefined;
        throw error;
      },
    );
    return visitorActions;
  };
  let preloaded = false;
  const preload = () => {
    if (preloaded) return;
    preloaded = true;
    actions().catch(() => undefined);
    for (const adapter of options.adapters) adapter.preload?.().catch(() => undefined);
  };

  let stopCurrent: (() => void) | undefined;
  let synced = false;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const start = () => {
    if (stopCurrent) return stopCurrent;
    const stops = options.adapters.flatMap((adapter) => {
      const { namespace } = adapter;
      return [
        adapter.watchConnectors((connectors) =>
          ctx.connectors.getState().setSourceConnectors(
            `adapter:${namespace}`,
            connectors.filter((connector) => connector.chain === namespace),
          ),
        ),
        adapter.subscribe((event) => {
          if (loaded) loaded.handleAdapterEvent(ctx, namespace, event);
          else void actions().then((module) => module.handleAdapterEvent(ctx, namespace, event));
        }),
      ];
    });
    stops.push(watchApi(ctx, api));
    if (options.siwx || options.siweConfig) {
      const signIn = actions().then((module) => module.startSignIn(ctx));
      stops.push(() => void signIn.then((stop) => stop()));
    }
    // The sync restores what storage holds once per instance; a restart (React StrictMode remounts) only
    // resubscribes.
    if (!synced) {
      synced = true;
      const pending = restoreStoredState(ctx);
      // In a frame the page may be a Safe App (SPEC §4); the rest of that check loads with the actions.
      const framed = globalThis.parent !== globalThis.self;
      if (pending.length === 0 && !framed && !hasSocialResult(globalThis.location?.search)) resolveReady();
      else {
        void actions()
          .then((module) => module.syncOnStartup(ctx, pending, framed))
          .catch(() => {
            for (const namespace of pending) ctx.connections.getState().setStatus(namespace, 'disconnected');
          })
          .finally(resolveReady);
      }
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
          void api
            .load()
            ?.then((loaded) => loaded.analytics.reportError(error))
            .catch(() => undefined);
        }
        throw error;
      }
    };

  const getAccount = (namespace?: ChainNamespace) => {
    const connections = ctx.connections.getState();
    const target = namespace ?? connections.activeNamespace;
    return selectAccount(connections, ctx.accounts.getState().get(target), target);
  };

  return {
    ...ctx,
    ready,
    start,
    open: (...args) => {
      const modal = ctx.modal.getState();
      if (args.length > 0) {
        // Typed callers cannot name a view that is not built; anyone else learns it here, not from a wrong view.
        if (!isViewName(args[0])) {
          throw new GangwayError(
            'VIEW_NOT_AVAILABLE',
            { view: String(args[0]), available: VIEWS },
            { category: 'CONFIGURATION_ERROR' },
          );
        }
        return modal.show(...(args as RouteArgs<ViewName>));
      }
      modal.show(getAccount().status === 'connected' ? 'Account' : 'Connect');
    },
    close: () => ctx.modal.getState().close(),
    connect: reported(async (params) => (await actions()).connect(ctx, params)),
    disconnect: reported(async (params) => (await actions()).disconnect(ctx, params)),
    switchNetwork: reported(async (network, switchOptions) =>
      (await actions()).switchNetwork(ctx, network, switchOptions),
    ),
    signMessage: reported(async (params) => (await actions()).signMessage(ctx, params)),
    sendTransaction: reported(async (params) => (await actions()).sendTransaction(ctx, params)),
    preload,
    getAccount,
    getActiveNetwork: () => activeNetwork(ctx.connections.getState()),
    services: api.load,
    warmUp: api.warmUp,
    setLocale: (locale) => ctx.locale.getState().setLocale(locale),
    imageUrl: (kind, id) =>
      options.apiUrl
        ? imageUrl({ apiUrl: options.apiUrl, projectId: options.projectId }, kind, id)
        : undefined,
  };
}
