// The embedded wallet of one widget instance (SPEC §4, kept in the context's lazy.embedded): its frame client, its
// transaction stack, and the connectors that carry its EIP-1193 provider (eip155) and Wallet Standard wallet
// (solana) into the connection model, the way a WalletConnect session's providers are. Loaded with import() on
// first need only.
import type { CaipNetworkId, ChainNamespace, FrameParams, FrameUser } from '@gangway/protocol';
import {
  EmbeddedWalletError,
  ERROR_MESSAGES,
  frameUrl,
  GangwayError,
  ProviderRpcError,
  RPC_ERROR_CODES,
  SDK_TYPE,
  SDK_VERSION,
  SMART_SESSIONS_DISABLED,
} from '@gangway/protocol';
import { embeddedUserFields } from '../accounts/embeddedUserFields.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import type { Connector } from '../connectors/Connector.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { leftApproval, openApproval } from './approvalRoute.ts';
import { EMBEDDED_CONNECTOR_ID } from './embeddedConnectorId.ts';
import { createEmbeddedProvider, type EmbeddedEip1193Provider } from './embeddedProvider.ts';
import { createEmbeddedSolanaWallet, type EmbeddedSolanaWallet } from './embeddedSolanaWallet.ts';
import { browserFrameEnvironment, createFrameClient, type FrameClient } from './frameClient.ts';
import type { FrameDockHolder } from './frameDock.ts';
import { createTransactionStack, type TransactionStack } from './transactionStack.ts';

const SOURCE = 'core:embedded';
/** The chain families the embedded wallet holds keys for (SPEC §9 chain support). */
const EMBEDDED_FAMILIES: readonly ChainNamespace[] = ['eip155', 'solana'];
/** What the frame sends from the smart account as a user operation. */
const USER_OPERATION_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
]);

export { EMBEDDED_CONNECTOR_ID };

export interface EmbeddedInstance {
  client: FrameClient;
  /** Refuses the unsafe requests waiting, in the client and in the frame (safe ones run on). */
  rejectPending(error: Error): void;
  stack: TransactionStack;
  provider: EmbeddedEip1193Provider;
  solana: EmbeddedSolanaWallet;
  user: FrameUser | null;
}

/**
 * The connection actions, from their own chunk: a static import would make the bundler split the modules both
 * chunks use into a shared one, and the entry's preload list for the actions would grow.
 */
const visitorActions = () => import('../actions/visitorActions.ts');

function requestedChains(ctx: GangwayContext, namespace: ChainNamespace): CaipNetworkId[] {
  return ctx.networks
    .getState()
    .requested.filter((network) => network.chainNamespace === namespace)
    .map((network) => network.caipNetworkId);
}

function activeChain(ctx: GangwayContext, namespace: ChainNamespace): CaipNetworkId | undefined {
  return (
    namespaceState(ctx.connections.getState(), namespace).chain?.caipNetworkId ??
    requestedChains(ctx, namespace)[0]
  );
}

/** The families of this app the embedded wallet can serve (an adapter and a requested network). */
export function embeddedFamilies(ctx: GangwayContext): ChainNamespace[] {
  return EMBEDDED_FAMILIES.filter(
    (namespace) =>
      ctx.options.adaptersByNamespace.has(namespace) && requestedChains(ctx, namespace).length > 0,
  );
}

/** The instance's embedded wallet; the frame is created on the first call (SPEC §4: lazily). */
export function embeddedInstance(
  ctx: GangwayContext,
  document: Document = globalThis.document,
): EmbeddedInstance {
  const existing = ctx.lazy.embedded;
  if (existing) return existing;
  const { apiUrl, projectId } = ctx.options;
  if (!apiUrl || !projectId || !document) throw new GangwayError('NO_AUTH_CONNECTOR');
  const active = ctx.connections.getState().activeNamespace;
  const chainId = activeChain(ctx, embeddedFamilies(ctx).includes(active) ? active : 'eip155');
  const client = createFrameClient({
    src: frameUrl(apiUrl, {
      projectId,
      ...(chainId ? { chainId } : {}),
      version: SDK_VERSION,
      enableLogger: ctx.options.debug,
    }),
    environment: browserFrameEnvironment(document, (ctx.modal as FrameDockHolder).frameDock),
    onFailure: (failure) =>
      ctx.alert
        .getState()
        .show(failure === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT'),
    onInvalid: (reason) => console.error(`[Gangway] invalid message from the embedded wallet: ${reason}`),
  });
  const rejectPending = (error: Error) => {
    client.rejectPending(error);
    void client.request('rejectPending', {}).catch(() => undefined);
  };
  const stack = createTransactionStack({
    // Another request the frame shows next keeps the modal open on it.
    closeModal: () => {
      if (!client.approvalPending) ctx.modal.getState().close();
    },
    refreshNativeBalance: () => {
      void visitorActions()
        .then((actions) =>
          actions.refreshNativeBalance(ctx, ctx.connections.getState().activeNamespace, { force: true }),
        )
        .catch(() => undefined);
    },
    rejectPending,
    openForNotAllowed: (method) => openApproval(ctx.modal, { notAllowed: method }),
    showNotAllowed: () => ctx.alert.getState().show('RPC_METHOD_NOT_ALLOWED'),
  });
  const send = (request: Parameters<typeof client.request<'rpcRequest'>>[1]) =>
    stack.run(request.method, async () => {
      // SPEC §3 local feature smartSessions: session keys are granted only where the integrator turned them on.
      if (request.method === 'wallet_grantPermissions' && !ctx.features.getState().local.smartSessions)
        throw new ProviderRpcError(RPC_ERROR_CODES.UNSUPPORTED_METHOD, SMART_SESSIONS_DISABLED);
      const { result } = await client.request('rpcRequest', request);
      // A smart account's first user operation (a transaction or a batch) deploys it (SPEC §3 smartAccountDeployed).
      if (USER_OPERATION_METHODS.has(request.method) && instance.user?.smartAccountDeployed === false)
        void client
          .request('getUser', request.chainId ? { chainId: request.chainId } : {})
          .then((user) => updateEmbeddedUser(ctx, user))
          .catch(() => undefined);
      return result;
    });
  const provider = createEmbeddedProvider({
    chains: () => requestedChains(ctx, 'eip155'),
    initialChain: activeChain(ctx, 'eip155') ?? ('eip155:1' as CaipNetworkId),
    send,
    switchChain: async (chainId) => {
      await client.request('switchNetwork', { chainId });
      // The smart account exists on the networks that enable it only: the accounts may change with the network.
      if (instance.user) updateEmbeddedUser(ctx, await client.request('getUser', { chainId }));
    },
  });
  const solana = createEmbeddedSolanaWallet({
    name: 'Email Wallet',
    chainId: () => activeChain(ctx, 'solana') ?? ('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as CaipNetworkId),
    send,
    notConnected: () => new GangwayError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL'),
  });
  const instance: EmbeddedInstance = { client, rejectPending, stack, provider, solana, user: null };
  ctx.lazy.embedded = instance;

  ctx.modal.subscribe((state, previous) => {
    if (previous.open && !state.open) return stack.modalClosed();
    // Going back from ApproveTransaction with the request still shown refuses it, as closing would.
    if (leftApproval(state, previous) && client.approvalPending)
      rejectPending(
        new EmbeddedWalletError(ERROR_MESSAGES.MODAL_CLOSED, { code: RPC_ERROR_CODES.USER_REJECTED }),
      );
  });
  client.on('signedOut', () => void forgetEmbedded(ctx));
  client.on('approvalShow', () => openApproval(ctx.modal, undefined));
  // The frame draws in the widget's theme, live: the integrator's mode and variables, and the system's setting while
  // the integrator set no mode.
  const syncTheme = () => client.request('syncTheme', themeOf(ctx)).catch(() => undefined);
  ctx.theme.subscribe((state, previous) => {
    if (state.themeMode !== previous.themeMode || state.themeVariables !== previous.themeVariables)
      void syncTheme();
  });
  globalThis.matchMedia?.(DARK_SCHEME_QUERY).addEventListener('change', () => {
    if (!ctx.theme.getState().themeMode) void syncTheme();
  });
  // SPEC §3 dapp data and theme sync, once the frame listens.
  const defaultAccountType = ctx.options.defaultAccountTypes.eip155;
  void client.ready
    .then(() => {
      const metadata = ctx.options.metadata;
      return Promise.all([
        client.request('syncDappData', {
          metadata: {
            name: metadata?.name ?? '',
            description: metadata?.description ?? '',
            url: metadata?.url ?? '',
            icons: [...(metadata?.icons ?? [])].slice(0, 10),
          },
          sdkVersion: SDK_VERSION,
          sdkType: SDK_TYPE,
          projectId,
          ...(defaultAccountType === 'eoa' || defaultAccountType === 'smartAccount'
            ? { defaultAccountType }
            : {}),
        }),
        client.request('syncTheme', themeOf(ctx)),
      ]);
    })
    .catch(() => undefined);
  return instance;
}

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The widget's theme as the frame takes it: the mode (the system's when the integrator set none) and variables. */
function themeOf(ctx: GangwayContext): FrameParams<'syncTheme'> {
  const { themeMode, themeVariables } = ctx.theme.getState();
  return {
    themeMode: themeMode ?? (globalThis.matchMedia?.(DARK_SCHEME_QUERY).matches ? 'dark' : 'light'),
    themeVariables: Object.fromEntries(
      Object.entries(themeVariables).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= 500,
      ),
    ),
  };
}

function connectorsFor(ctx: GangwayContext, instance: EmbeddedInstance, user: FrameUser): Connector[] {
  const name = user.socialProvider ? `${user.socialProvider} wallet` : 'Email Wallet';
  return embeddedFamilies(ctx)
    .filter((namespace) => user.accounts.some((account) => account.namespace === namespace))
    .map((namespace) => ({
      id: EMBEDDED_CONNECTOR_ID,
      name,
      type: 'AUTH' as const,
      chain: namespace,
      chains: requestedChains(ctx, namespace),
      provider: namespace === 'eip155' ? instance.provider : instance.solana,
    }));
}

/**
 * A logged-in user becomes connections: the embedded connectors are added and every family it holds an account in
 * connects through its adapter (SPEC §4: caip address, user, preferred account type stored); the active family last,
 * so it stays active. Start-up sync `restoring` one family connects that one only (each family restores its own
 * stored connections), beside the one in use there if there is one.
 */
export async function adoptEmbeddedUser(
  ctx: GangwayContext,
  user: FrameUser,
  restoring?: ChainNamespace,
): Promise<void> {
  const instance = embeddedInstance(ctx);
  instance.user = user;
  instance.provider.setUser(user);
  instance.solana.setUser(user);
  const connectors = connectorsFor(ctx, instance, user);
  ctx.connectors.getState().setSourceConnectors(SOURCE, connectors);
  const active = ctx.connections.getState().activeNamespace;
  const order = connectors
    .map((connector) => connector.chain)
    .filter((namespace) => restoring === undefined || namespace === restoring)
    .sort((a, b) => Number(a === active) - Number(b === active));
  const actions = await visitorActions();
  // Each connection made the one in use writes the user in the account state (applyConnection).
  for (const namespace of order)
    await actions.connect(ctx, {
      connectorId: EMBEDDED_CONNECTOR_ID,
      namespace,
      restored: restoring !== undefined,
    });
  if (user.socialProvider) ctx.storage.setConnectedSocial(user.socialProvider);
}

/**
 * The frame reported the user again (account switch, network switch, a send that deployed the smart account): the
 * provider tells wagmi about new accounts, and the account state follows.
 */
export function updateEmbeddedUser(ctx: GangwayContext, user: FrameUser): void {
  const instance = ctx.lazy.embedded;
  if (!instance?.user) return;
  instance.user = user;
  instance.provider.setUser(user);
  const connections = ctx.connections.getState();
  if (namespaceState(connections, 'eip155').current === EMBEDDED_CONNECTOR_ID) {
    const accounts = user.accounts
      .filter((account) => account.namespace === 'eip155')
      .map(({ address, type }) => ({ address, type }));
    if (accounts.length > 0) connections.updateConnection('eip155', EMBEDDED_CONNECTOR_ID, { accounts });
    ctx.accounts.getState().update('eip155', embeddedUserFields('eip155', user, activeChain(ctx, 'eip155')));
  }
}

/** The session ended (sign out here or elsewhere): every family it carried is disconnected. */
export async function forgetEmbedded(ctx: GangwayContext): Promise<void> {
  const actions = await visitorActions();
  const instance = ctx.lazy.embedded;
  if (instance) {
    instance.user = null;
    instance.provider.setUser(null);
    instance.solana.setUser(null);
  }
  const connections = ctx.connections.getState();
  for (const namespace of Object.keys(connections.namespaces) as ChainNamespace[]) {
    const held = namespaceState(connections, namespace).connections;
    if (!held.some((connection) => connection.connectorId === EMBEDDED_CONNECTOR_ID)) continue;
    // Multi-wallet: the namespace's other connections stay, the most recent one in use.
    await actions.forgetConnection(ctx, namespace, EMBEDDED_CONNECTOR_ID);
    if (namespaceState(ctx.connections.getState(), namespace).current === undefined)
      actions.forgetStoredConnection(ctx, namespace);
  }
  ctx.connectors.getState().setSourceConnectors(SOURCE, []);
  ctx.storage.setConnectedSocial(undefined);
}
