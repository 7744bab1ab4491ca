// Multi-wallet (SPEC §3 remote feature multiWallet, §5, §6): several connections per namespace, one of them in use.
// The connection store already holds them (connections, current); these actions make one the one in use, end one
// alone, forget one the wallet ended, and keep a single connection per namespace while the feature is off.
import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import type { Connection } from '../accounts/AccountState.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { resolveNetwork } from '../networks/unsupportedNetwork.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { applyConnection } from './applyConnection.ts';
import { clearNamespace } from './clearNamespace.ts';
import { multiFamilySession } from './multiFamilySessions.ts';

export interface ConnectionParams {
  /** The connection's connector id (`connectorId` of a connection). */
  connectorId: string;
  /** The namespace of the connection; the active one when omitted. */
  namespace?: ChainNamespace;
}

export function multiWalletOn(ctx: GangwayContext): boolean {
  return ctx.features.getState().remote.multiWallet;
}

/**
 * Makes `connection` the one in use through its adapter (no prompt: the wallet already granted it), so the adapter's
 * own state (wagmi's current connection) follows; a wallet that no longer grants it is forgotten.
 */
async function activate(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  connection: Connection,
): Promise<void> {
  const connector = findConnector(ctx.connectors.getState(), connection.connectorId, namespace);
  const fallback = ctx.networks.getState().requested.find((network) => network.chainNamespace === namespace);
  const wanted = resolveNetwork(ctx.networks.getState(), connection.caipNetworkId);
  const network = wanted.unsupported ? fallback : wanted;
  const restored =
    connector && network ? await getAdapter(ctx, namespace).reconnect({ connector, network }) : null;
  if (!connector || !restored) {
    await forgetConnection(ctx, namespace, connection.connectorId);
    throw new GangwayError('FAILED_TO_CONNECT');
  }
  applyConnection(ctx, connector, { [namespace]: restored });
}

/**
 * Forgets one connection of `namespace` (its wallet ended it, or it was disconnected): the most recent other one
 * becomes the one in use; the last one gone leaves the namespace disconnected (clearNamespace).
 */
export async function forgetConnection(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<void> {
  const { connections, current, status } = namespaceState(ctx.connections.getState(), namespace);
  const rest = connections.filter((connection) => connection.connectorId !== connectorId);
  if (rest.length === connections.length) return;
  const [next] = rest;
  if (!next) return clearNamespace(ctx, namespace);
  if (current !== connectorId) {
    ctx.connections.getState().clear(namespace, { connections: rest, current, status });
    return;
  }
  ctx.connections.getState().clear(namespace, {
    connections: rest,
    current: next.connectorId,
    status: 'connected',
    chain: resolveNetwork(ctx.networks.getState(), next.caipNetworkId),
  });
  await activate(ctx, namespace, next).catch(() => undefined);
}

/** Makes one of the namespace's connections the one in use: requests and the account follow it. */
export async function switchConnection(ctx: GangwayContext, params: ConnectionParams): Promise<void> {
  const namespace = params.namespace ?? ctx.connections.getState().activeNamespace;
  const { connections, current } = namespaceState(ctx.connections.getState(), namespace);
  const connection = connections.find((candidate) => candidate.connectorId === params.connectorId);
  if (!connection) throw new GangwayError('CONNECTION_NOT_FOUND', { ...params, namespace });
  if (current !== connection.connectorId) await activate(ctx, namespace, connection);
}

/**
 * Disconnects one connection and keeps the others. A connector whose session spans families (WalletConnect, the
 * embedded wallet) leaves every namespace it is in, and its session ends once (SPEC §4).
 */
export async function disconnectConnection(ctx: GangwayContext, params: ConnectionParams): Promise<void> {
  const { connectorId } = params;
  const namespace = params.namespace ?? ctx.connections.getState().activeNamespace;
  const state = ctx.connections.getState();
  const holds = (candidate: ChainNamespace) =>
    namespaceState(state, candidate).connections.some((connection) => connection.connectorId === connectorId);
  if (!holds(namespace)) throw new GangwayError('CONNECTION_NOT_FOUND', { connectorId, namespace });
  const session = multiFamilySession(connectorId);
  const namespaces = session
    ? (Object.keys(state.namespaces) as ChainNamespace[]).filter(holds)
    : [namespace];
  const failures: string[] = [];
  const fail = (error: unknown) => failures.push(error instanceof Error ? error.message : String(error));
  for (const each of namespaces) {
    const connector = findConnector(ctx.connectors.getState(), connectorId, each);
    try {
      if (connector) await getAdapter(ctx, each).disconnect({ connector });
    } catch (error) {
      fail(error);
    } finally {
      await forgetConnection(ctx, each, connectorId);
    }
  }
  if (session) await session.end(ctx).catch(fail);
  if (failures.length > 0) throw new GangwayError('DISCONNECT_FAILED', { reason: failures.join('; ') });
}

/**
 * With multi-wallet off, a namespace holds one connection: the one just made replaces the others, which are
 * disconnected (a session spanning families keeps its session; it is only no longer in use here).
 */
export function keepOnlyCurrent(ctx: GangwayContext, namespace: ChainNamespace): void {
  const { connections, current } = namespaceState(ctx.connections.getState(), namespace);
  const others = connections.filter((connection) => connection.connectorId !== current);
  if (others.length === 0) return;
  ctx.connections.getState().clear(namespace, {
    connections: connections.filter((connection) => connection.connectorId === current),
  });
  for (const { connectorId } of others) {
    if (multiFamilySession(connectorId)) continue;
    const connector = findConnector(ctx.connectors.getState(), connectorId, namespace);
    if (connector)
      void getAdapter(ctx, namespace)
        .disconnect({ connector })
        .catch(() => undefined);
  }
}
