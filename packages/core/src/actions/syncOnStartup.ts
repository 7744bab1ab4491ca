import type { ChainNamespace } from '@gangway/protocol';
import { ERROR_MESSAGES, failureMessage, hasSocialResult, visitorMessage } from '@gangway/protocol';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import type { Connector } from '../connectors/Connector.ts';
import { SAFE_CONNECTOR_ID } from '../connectors/safeConnectorId.ts';
import { forgetStoredConnection, storedConnectorIds } from '../storage/persistConnections.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { applyConnection } from './applyConnection.ts';
import { clearNamespace } from './clearNamespace.ts';
import { activate, forgetConnection, keepOnlyCurrent, multiWalletOff } from './forgetConnection.ts';
import { multiFamilySession } from './multiFamilySessions.ts';

/** How long start-up waits for a stored connector to be discovered (EIP-6963 announcements are near-instant). */
export const CONNECTOR_DISCOVERY_WAIT_MS = 1_000;

type ConnectorState = ReturnType<GangwayContext['connectors']['getState']>;

function waitForConnector(ctx: GangwayContext, find: (state: ConnectorState) => Connector | undefined) {
  const found = find(ctx.connectors.getState());
  if (found) return Promise.resolve(found);
  return new Promise<Connector | undefined>((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(undefined);
    }, CONNECTOR_DISCOVERY_WAIT_MS);
    const unsubscribe = ctx.connectors.subscribe((state) => {
      const connector = find(state);
      if (!connector) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(connector);
    });
  });
}

/**
 * The EVM adapter's Safe connector: of type EXTERNAL, which no EIP-6963 announcement can give (those are ANNOUNCED),
 * so a wallet announcing the rdns "safe" is never taken for the Safe.
 */
const findSafe = (state: ConnectorState) =>
  state.connectors.find(
    (connector) =>
      connector.id === SAFE_CONNECTOR_ID && connector.type === 'EXTERNAL' && connector.chain === 'eip155',
  );

/** A wallet of this family, restored through its adapter without a prompt. */
async function reconnectThroughAdapter(ctx: GangwayContext, namespace: ChainNamespace, connector: Connector) {
  const network =
    namespaceState(ctx.connections.getState(), namespace).chain ??
    ctx.networks.getState().requested.find((candidate) => candidate.chainNamespace === namespace);
  if (!network) throw new Error('no network');
  const connection = await getAdapter(ctx, namespace).reconnect({ connector, network });
  if (!connection) throw new Error('not authorised');
  applyConnection(ctx, connector, { [namespace]: connection }, true);
}

/**
 * Restores; on failure the namespace is disconnected and what was stored is dropped — or, beside other connections
 * already restored (multi-wallet), only this one is forgotten. An `extra` connection (not the one in use) that fails
 * is left out. With multi-wallet off, one restored beside a wallet in use (connected by hand meanwhile) is dropped.
 */
async function restoreOrForget(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  restore: () => Promise<void>,
  connectorId?: string,
  extra = false,
) {
  try {
    await restore();
  } catch {
    if (extra) return;
    const { connections } = namespaceState(ctx.connections.getState(), namespace);
    if (connectorId && connections.some((connection) => connection.connectorId !== connectorId))
      return forgetConnection(ctx, namespace, connectorId);
    clearNamespace(ctx, namespace);
    forgetStoredConnection(ctx, namespace);
    return;
  }
  if (connectorId) await dropBesideInUse(ctx, namespace, connectorId);
}

/**
 * Multi-wallet off: a namespace holds one connection, and one the visitor connected while `connectorId` was restored
 * stays the one in use; the restored one leaves the list (storage follows it) and its adapter, which made it its own
 * current connection (wagmi's), has the one in use made so again.
 */
async function dropBesideInUse(ctx: GangwayContext, namespace: ChainNamespace, connectorId: string) {
  if (!multiWalletOff(ctx)) return;
  const { connections, current } = namespaceState(ctx.connections.getState(), namespace);
  const inUse = connections.find((connection) => connection.connectorId === current);
  if (!inUse || current === connectorId) return;
  await keepOnlyCurrent(ctx, namespace);
  await activate(ctx, namespace, inUse).catch(() => undefined);
}

/**
 * SPEC §4: a connector whose session spans families (WalletConnect, the embedded wallet) restores through that
 * session; any other through its adapter, once its wallet is discovered.
 */
async function restoreConnector(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  connectorId: string,
  extra = false,
) {
  const session = multiFamilySession(connectorId);
  if (session)
    return restoreOrForget(ctx, namespace, () => session.restore(ctx, namespace), connectorId, extra);
  const connector = await waitForConnector(ctx, (state) => findConnector(state, connectorId, namespace));
  if (!connector) {
    // The wallet is not (yet) present; keep what is stored so a later load can restore it.
    if (!extra && namespaceState(ctx.connections.getState(), namespace).current === undefined)
      ctx.connections.getState().setStatus(namespace, 'disconnected');
    return;
  }
  return restoreOrForget(
    ctx,
    namespace,
    () => reconnectThroughAdapter(ctx, namespace, connector),
    connectorId,
    extra,
  );
}

/**
 * The namespace's stored connections: the one in use first; with multi-wallet then the others (oldest first), each
 * beside the one in use (applyConnection), which stays so throughout — the first restored, or a wallet the visitor
 * connected meanwhile. An adapter makes each one it restores its own current one (wagmi's), so the one in use is then
 * made so again there.
 */
async function syncNamespace(ctx: GangwayContext, namespace: ChainNamespace) {
  const connectorId = ctx.storage.getConnectorId(namespace);
  if (!connectorId) return;
  const others = storedConnectorIds(ctx, namespace).filter((id) => id !== connectorId);
  await restoreConnector(ctx, namespace, connectorId);
  // One the wallet no longer grants is left out: the stored list is rewritten from what connected.
  for (const other of others.reverse()) await restoreConnector(ctx, namespace, other, true);
  const { connections, current } = namespaceState(ctx.connections.getState(), namespace);
  const inUse = connections.find((connection) => connection.connectorId === current);
  if (inUse && connections.length > 1) await activate(ctx, namespace, inUse).catch(() => undefined);
}

/**
 * SPEC §4: a Safe app sets the Safe connector. In a frame whose parent the EVM adapter recognised as Safe{Wallet},
 * the Safe is connected without a modal, whatever was stored; true when it was.
 */
async function connectSafeApp(ctx: GangwayContext): Promise<boolean> {
  try {
    // The adapter says when its detection settled (the parent answered, or its probe timed out): no wait here.
    await ctx.options.adaptersByNamespace.get('eip155')?.frameDetection?.();
  } catch {
    return false;
  }
  const safe = findSafe(ctx.connectors.getState());
  if (!safe) return false;
  ctx.connections.getState().setStatus('eip155', 'connecting');
  await restoreOrForget(ctx, 'eip155', () => reconnectThroughAdapter(ctx, 'eip155', safe));
  return namespaceState(ctx.connections.getState(), 'eip155').current !== undefined;
}

/**
 * SPEC §4 Startup sync, the part that needs the wallets: in a frame, the Safe first (a Safe app sets the Safe
 * connector); then restores the stored connection of each namespace that restoreStoredState found one for.
 */
export async function syncOnStartup(
  ctx: GangwayContext,
  pending: readonly ChainNamespace[],
  framed = false,
): Promise<void> {
  const sync = async (namespace: ChainNamespace) => {
    if (namespace === 'eip155' && framed && (await connectSafeApp(ctx))) return;
    return syncNamespace(ctx, namespace);
  };
  const namespaces = framed && !pending.includes('eip155') ? [...pending, 'eip155' as const] : pending;
  await Promise.all([...namespaces.map(sync), completeSocialLogin(ctx)]);
}

/**
 * SPEC §2: the page came back from a social redirect (popups blocked, Telegram) with the result parameter; the
 * login completes through the frame. A failure clears the connecting state and logs (SPEC §8).
 */
async function completeSocialLogin(ctx: GangwayContext): Promise<void> {
  const { location, history } = globalThis;
  if (!hasSocialResult(location?.search)) return;
  const namespace = ctx.connections.getState().activeNamespace;
  ctx.connections.getState().setStatus(namespace, 'connecting');
  try {
    const { completeSocialRedirect } = await import('../embedded/embeddedActions.ts');
    await completeSocialRedirect(ctx, { location, history });
  } catch (error) {
    if (namespaceState(ctx.connections.getState(), namespace).current === undefined)
      ctx.connections.getState().setStatus(namespace, 'disconnected');
    const message = failureMessage(error, visitorMessage(ERROR_MESSAGES, 'SOCIAL_CONNECTION_FAILED'));
    console.error(`[Gangway] social login failed: ${error instanceof Error ? error.message : String(error)}`);
    ctx.toast.getState().show('error', message);
  }
}
