// Multi-wallet's part that connect and the sessions spanning families (WalletConnect, the embedded wallet) use: one
// connection made the one in use or forgotten alone, and one connection per namespace while the feature is off.
// Apart from multiWallet.ts, which imports the sessions' registry: importing it here would make an import cycle.
import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import type { Connection } from '../accounts/AccountState.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { resolveNetwork } from '../networks/unsupportedNetwork.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { applyConnection } from './applyConnection.ts';
import { clearNamespace } from './clearNamespace.ts';

/**
 * Makes `connection` the one in use through its adapter (no prompt: the wallet already granted it), so the adapter's
 * own state (wagmi's current connection) follows; a wallet that no longer grants it is forgotten.
 */
export async function activate(
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

/**
 * Whether multi-wallet is known to be off (SPEC §5, §6; basic mode: off): not before the project's configuration came
 * from the server, or a start-up restore that connects through connect() (the embedded wallet) would drop the others.
 */
export function multiWalletOff(ctx: GangwayContext): boolean {
  const { remote, remoteLoaded } = ctx.features.getState();
  const { basic, apiUrl, projectId } = ctx.options;
  return !remote.multiWallet && (basic || remoteLoaded || !apiUrl || !projectId);
}

/**
 * With multi-wallet off, a namespace holds one connection: the one just made replaces the others, which are
 * disconnected (a session spanning families keeps its session; it is only no longer in use here).
 */
export async function keepOnlyCurrent(ctx: GangwayContext, namespace: ChainNamespace): Promise<void> {
  const { connections, current } = namespaceState(ctx.connections.getState(), namespace);
  const others = connections.filter((connection) => connection.connectorId !== current);
  if (others.length === 0) return;
  ctx.connections.getState().clear(namespace, {
    connections: connections.filter((connection) => connection.connectorId === current),
  });
  // Loaded here, not imported: the sessions' registry imports WalletConnect's session, which imports this module.
  const { multiFamilySession } = await import('./multiFamilySessions.ts');
  for (const { connectorId } of others) {
    if (multiFamilySession(connectorId)) continue;
    const connector = findConnector(ctx.connectors.getState(), connectorId, namespace);
    if (connector)
      void getAdapter(ctx, namespace)
        .disconnect({ connector })
        .catch(() => undefined);
  }
}
