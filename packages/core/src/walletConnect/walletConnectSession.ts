// One WalletConnect session per widget instance, over every family it grants (SPEC §4): pairing (the QR code and
// deep links), adopting the approved session as connectors, restoring it on reload, and ending it. Its state is the
// context's lazy.walletConnect; as a connector spanning families it is `walletConnectSession`.

import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol';
import {
  GangwayError,
  isGangwayError,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  PAIRING_RETRY_AFTER_MS,
  RPC_ERROR_CODES,
  toGangwayError,
} from '@gangway/protocol';
import { applyConnection } from '../actions/applyConnection.ts';
import { connect } from '../actions/connect.ts';
import { forgetConnection } from '../actions/forgetConnection.ts';
import type { AdapterConnection } from '../adapter/ChainAdapter.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import type { Connector } from '../connectors/Connector.ts';
import type { MultiFamilySession } from '../connectors/MultiFamilySession.ts';
import { findConnector } from '../stores/connectorStore.ts';
import {
  createEip155SessionProvider,
  EIP155_EVENTS,
  EIP155_WALLET_METHODS,
  type Eip155SessionProvider,
} from './eip155SessionProvider.ts';
import { pairingStoreOf } from './pairingStore.ts';
import { type PairingUri, parsePairingUri } from './pairingUri.ts';
import { relayStatusOf, watchRelay } from './relayStatus.ts';
import type { WalletConnectClient, WalletConnectSession } from './SignClientModule.ts';
import { type NamespaceGrant, sessionGrants } from './sessionAccounts.ts';
import { startSignClient } from './signClient.ts';
import { createSolanaSessionWallet, SOLANA_WALLET_METHODS } from './solanaSessionWallet.ts';
import { WALLET_CONNECT_CONNECTOR_ID } from './WalletConnectOptions.ts';

/** What a session asks the wallet for, per family it can carry (CAIP-25 namespaces). */
const SESSION_NAMESPACES: Readonly<Partial<Record<ChainNamespace, { methods: string[]; events: string[] }>>> =
  {
    eip155: { methods: [...EIP155_WALLET_METHODS], events: [...EIP155_EVENTS] },
    solana: { methods: [...SOLANA_WALLET_METHODS], events: [] },
  };
const SOURCE = 'core:walletConnect';
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

/** What a family's connector carries over the session: the wallet's events and the session's changes reach it. */
type SessionBridge = Pick<Eip155SessionProvider, 'handleEvent' | 'updateGrant' | 'end'>;

export interface WalletConnectInstance {
  client: Promise<WalletConnectClient>;
  topic?: string;
  providers: Map<ChainNamespace, SessionBridge>;
  expiryTimer?: ReturnType<typeof setTimeout>;
  /** The latest pairing attempt: an earlier one's late outcome changes nothing. */
  attempt?: number;
  /** The stored session being adopted on start-up: every family's restore waits for the one adoption. */
  restoring?: Promise<unknown>;
}

function requestedChains(ctx: GangwayContext): CaipNetworkId[] {
  return ctx.networks
    .getState()
    .requested.filter((network) => network.chainNamespace in SESSION_NAMESPACES)
    .filter((network) => ctx.options.adaptersByNamespace.has(network.chainNamespace))
    .map((network) => network.caipNetworkId);
}

/** The instance's session state; the sign client starts on the first call (and again after it failed to). */
function instanceOf(ctx: GangwayContext): WalletConnectInstance {
  if (ctx.lazy.walletConnect) return ctx.lazy.walletConnect;
  const created: WalletConnectInstance = { client: startSignClient(ctx.options), providers: new Map() };
  created.client.then(
    (client) => listen(ctx, created, client),
    () => {
      if (ctx.lazy.walletConnect === created) ctx.lazy.walletConnect = undefined;
    },
  );
  ctx.lazy.walletConnect = created;
  return created;
}

function listen(ctx: GangwayContext, instance: WalletConnectInstance, client: WalletConnectClient): void {
  watchRelay(client.core.relayer, relayStatusOf(ctx), () => instance.topic !== undefined);
  const ended = ({ topic }: { topic: string }) => {
    if (topic === instance.topic) forgetSession(ctx, instance);
  };
  client.on('session_delete', ended);
  client.on('session_expire', ended);
  client.on('session_event', ({ topic, params }) => {
    if (topic !== instance.topic) return;
    const namespace = params.chainId.slice(0, params.chainId.indexOf(':')) as ChainNamespace;
    instance.providers.get(namespace)?.handleEvent(params.event.name, params.event.data);
  });
  client.on('session_update', ({ topic, params }) => {
    if (topic !== instance.topic) return;
    try {
      for (const grant of sessionGrants(params.namespaces, requestedChains(ctx)))
        instance.providers.get(grant.namespace)?.updateGrant(grant);
    } catch {
      // The wallet took back every requested account: the session is of no use, so it ends on both sides.
      void disconnectWalletConnect(ctx).catch(() => undefined);
    }
  });
}

/** The session's end, from either side: every family it carried is disconnected. */
function forgetSession(ctx: GangwayContext, instance: WalletConnectInstance): void {
  instance.topic = undefined;
  relayStatusOf(ctx).setState({ status: 'connected' });
  instance.restoring = undefined;
  for (const provider of instance.providers.values()) provider.end();
  instance.providers.clear();
  const connections = ctx.connections.getState();
  for (const namespace of Object.keys(connections.namespaces) as ChainNamespace[])
    void forgetConnection(ctx, namespace, WALLET_CONNECT_CONNECTOR_ID);
  ctx.connectors.getState().setSourceConnectors(SOURCE, []);
}

/** Makes the session's grants connectors that carry its providers; returns them by family. */
async function adoptSession(
  ctx: GangwayContext,
  instance: WalletConnectInstance,
  client: WalletConnectClient,
  session: WalletConnectSession,
): Promise<NamespaceGrant[]> {
  const grants = sessionGrants(session.namespaces, requestedChains(ctx));
  instance.topic = session.topic;
  instance.providers.clear();
  const { name, icons } = session.peer.metadata;
  const networks = ctx.networks.getState().requested;
  const requester = {
    request: ({ chainId, method, params }: { chainId: string; method: string; params: unknown }) =>
      client.request({ topic: session.topic, chainId, request: { method, params } }),
  };
  const bridge = (grant: NamespaceGrant) =>
    grant.namespace === 'solana'
      ? createSolanaSessionWallet({
          grant,
          name: name || 'WalletConnect',
          icon: icons[0],
          networks,
          requester,
        })
      : createEip155SessionProvider({ grant, networks, requester });
  const connectors: Connector[] = [];
  for (const grant of grants) {
    const provider = await bridge(grant);
    instance.providers.set(grant.namespace, provider);
    connectors.push({
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: name || 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: grant.namespace,
      chains: grant.chains,
      ...(icons[0] ? { imageUrl: icons[0] } : {}),
      provider,
    });
  }
  ctx.connectors.getState().setSourceConnectors(SOURCE, connectors);
  return grants;
}

/** A wallet's refusal: USER_REJECTED_METHODS (WalletConnect's 5000) or USER_REJECTED (4001). */
function isRejection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === RPC_ERROR_CODES.USER_REJECTED_METHODS || code === RPC_ERROR_CODES.USER_REJECTED;
}

/** A pairing's URI and the approval of the session proposed over it. */
interface Proposal {
  uri: string;
  approval: () => Promise<WalletConnectSession>;
  /** When the pairing counts as expired (SPEC §9), epoch ms. */
  expiresAt: number;
}

type OptionalNamespaces = Record<string, { chains: string[]; methods: string[]; events: string[] }>;

/** A new pairing of the widget's own, with the session proposed over it. */
async function proposeOverNewPairing(
  client: WalletConnectClient,
  optionalNamespaces: OptionalNamespaces,
): Promise<Proposal> {
  const { uri, approval } = await client.connect({ optionalNamespaces });
  if (!uri) throw new GangwayError('SIGN_CLIENT_NOT_INITIALIZED');
  return { uri, approval, expiresAt: Date.now() + PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS };
}

/**
 * A pairing made elsewhere (its URI handed to the view): the widget takes it up and proposes the session over it,
 * so the wallet that scans that URI answers this widget. No pairing of the widget's own is made.
 */
async function proposeOverGivenPairing(
  client: WalletConnectClient,
  optionalNamespaces: OptionalNamespaces,
  given: PairingUri,
): Promise<Proposal> {
  const expiresAt =
    Math.min(given.expiresAt ?? Number.POSITIVE_INFINITY, Date.now() + PAIRING_LIFETIME_MS) -
    PAIRING_EXPIRY_MARGIN_MS;
  if (expiresAt <= Date.now())
    return { uri: given.uri, approval: () => new Promise(() => undefined), expiresAt };
  const known = client.core.pairing.pairings.getAll({ topic: given.topic })[0];
  if (!known?.active) await client.core.pairing.pair({ uri: given.uri, activatePairing: true });
  const { approval } = await client.connect({ pairingTopic: given.topic, optionalNamespaces });
  return { uri: given.uri, approval, expiresAt };
}

/**
 * Starts a pairing (or, with `uri`, takes up a pairing made elsewhere): the pairing store gets its URI at once, then
 * the approved session connects every family it grants. Resolves when connected, or with nothing once a later
 * pairing has replaced this one; rejects with CONNECTION_REJECTED when the wallet refuses, or FAILED_TO_CONNECT.
 * An expired pairing stays expired whatever then ends its proposal. A retry is refused until PAIRING_RETRY_AFTER_MS
 * after the last start (SPEC §9).
 */
export async function pairWalletConnect(ctx: GangwayContext, options: { uri?: string } = {}): Promise<void> {
  const store = pairingStoreOf(ctx);
  const { startedAt } = store.getState();
  const now = Date.now();
  if (startedAt !== undefined && now - startedAt < PAIRING_RETRY_AFTER_MS)
    await new Promise((resolve) => setTimeout(resolve, PAIRING_RETRY_AFTER_MS - (now - startedAt)));
  const instance = instanceOf(ctx);
  const attempt = (instance.attempt ?? 0) + 1;
  instance.attempt = attempt;
  const current = () => instance.attempt === attempt;
  clearTimeout(instance.expiryTimer);
  store.setState({
    status: 'loading',
    uri: undefined,
    expiresAt: undefined,
    error: undefined,
    startedAt: Date.now(),
  });
  try {
    const given = options.uri === undefined ? undefined : parsePairingUri(options.uri);
    const client = await instance.client;
    const chains = requestedChains(ctx);
    if (chains.length === 0) throw new GangwayError('CONNECTOR_UNSUPPORTED_CHAINS');
    const optionalNamespaces: OptionalNamespaces = {};
    for (const chain of chains) {
      const namespace = chain.slice(0, chain.indexOf(':')) as ChainNamespace;
      const asked = SESSION_NAMESPACES[namespace];
      if (!asked) continue;
      optionalNamespaces[namespace] ??= { chains: [], ...asked };
      optionalNamespaces[namespace].chains.push(chain);
    }
    const { uri, approval, expiresAt } = given
      ? await proposeOverGivenPairing(client, optionalNamespaces, given)
      : await proposeOverNewPairing(client, optionalNamespaces);
    if (!current()) return;
    store.setState({ status: 'pairing', uri, expiresAt });
    instance.expiryTimer = setTimeout(
      () => {
        if (current()) store.setState({ status: 'expired' });
      },
      Math.max(0, expiresAt - Date.now()),
    );
    const session = await approval();
    // A session approved after its QR code expired, or for a pairing since replaced, is not this visitor's.
    if (!current() || store.getState().status !== 'pairing') {
      await client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED }).catch(() => undefined);
      return;
    }
    clearTimeout(instance.expiryTimer);
    // The family the visitor was on connects last, so it stays the active one.
    const active = ctx.connections.getState().activeNamespace;
    const grants = (await adoptSession(ctx, instance, client, session)).sort(
      (a, b) => Number(a.namespace === active) - Number(b.namespace === active),
    );
    for (const grant of grants) {
      const network = ctx.networks
        .getState()
        .requested.find((candidate) => candidate.caipNetworkId === grant.chains[0]);
      await connect(ctx, { connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace: grant.namespace, network });
    }
    store.setState({ status: 'approved', uri: undefined });
  } catch (error) {
    if (!current()) return;
    const failure = isRejection(error)
      ? new GangwayError('CONNECTION_REJECTED', { cause: error, category: 'CONNECTION_ERROR' })
      : toGangwayError(error, 'FAILED_TO_CONNECT');
    if (store.getState().status !== 'expired') {
      clearTimeout(instance.expiryTimer);
      store.setState({
        status: isGangwayError(failure, 'CONNECTION_REJECTED') ? 'rejected' : 'failed',
        uri: undefined,
        error: failure,
      });
    }
    if (instance.topic) await disconnectWalletConnect(ctx).catch(() => undefined);
    throw failure;
  }
}

/**
 * SPEC §4 startup sync for a wallet-connect connector: the stored session's accounts, through the family's adapter
 * (no prompt). Null when no live session is stored.
 */
export async function restoreWalletConnect(
  ctx: GangwayContext,
  namespace: ChainNamespace,
): Promise<{ connector: Connector; connection: AdapterConnection } | null> {
  const instance = instanceOf(ctx);
  const client = await instance.client;
  if (!instance.topic && !instance.restoring) {
    const session = client.session
      .getAll()
      .filter((candidate) => candidate.expiry * 1000 > Date.now())
      .sort((a, b) => b.expiry - a.expiry)[0];
    if (!session) return null;
    instance.restoring = adoptSession(ctx, instance, client, session);
  }
  await instance.restoring;
  const connector = findConnector(ctx.connectors.getState(), WALLET_CONNECT_CONNECTOR_ID, namespace);
  const network = ctx.networks
    .getState()
    .requested.find((candidate) => candidate.caipNetworkId === connector?.chains?.[0]);
  if (!connector || !network) return null;
  const connection = await getAdapter(ctx, namespace).reconnect({ connector, network });
  return connection ? { connector, connection } : null;
}

/** Ends the session on both sides (SPEC §4: for every family it carried). */
export async function disconnectWalletConnect(ctx: GangwayContext): Promise<void> {
  const instance = ctx.lazy.walletConnect;
  if (!instance) return;
  const topic = instance.topic;
  forgetSession(ctx, instance);
  if (topic) await (await instance.client).disconnect({ topic, reason: USER_DISCONNECTED });
}

/** The session as a connector spanning families: start-up sync restores each family, Disconnect ends it. */
export const walletConnectSession: MultiFamilySession = {
  connectorId: WALLET_CONNECT_CONNECTOR_ID,
  async restore(ctx, namespace) {
    const restored = await restoreWalletConnect(ctx, namespace);
    if (!restored) throw new GangwayError('WALLET_CONNECT_CONNECTOR_NOT_FOUND');
    applyConnection(ctx, restored.connector, { [namespace]: restored.connection }, true);
  },
  end: disconnectWalletConnect,
};
