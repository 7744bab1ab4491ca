// Multi-wallet (SPEC §3 remote feature multiWallet, §5, §6): several connections per namespace, one of them in use.
// The connection store already holds them (connections, current); these actions make one the one in use, end one
// alone, forget one the wallet ended, and keep a single connection per namespace while the feature is off.
import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { activate, forgetConnection } from './forgetConnection.ts';
import { multiFamilySession } from './multiFamilySessions.ts';

export { forgetConnection };

export interface ConnectionParams {
  /** The connection's connector id (`connectorId` of a connection). */
  connectorId: string;
  /** The namespace of the connection; the active one when omitted. */
  namespace?: ChainNamespace;
}

/** Makes one of the namespace's connections the one in use: requests and the account follow it. */
export async function switchConnection(ctx: GangwayContext, params: ConnectionParams): Promise<void> {
  const namespace = params.namespace ?? ctx.connections.getState().activeNamespace;
  const { connections, current } = namespaceState(ctx.connections.getState(), namespace);
  const connection = connections.find((candidate) => candidate.connectorId === params.connectorId);
  if (!connection) throw new GangwayError('CONNECTOR_NOT_FOUND', { connectorId: params.connectorId });
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
  if (!holds(namespace)) throw new GangwayError('CONNECTOR_NOT_FOUND', { connectorId });
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
