import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError, toGangwayError } from '@gangway/protocol';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { applyConnection } from './applyConnection.ts';
import { keepOnlyCurrent, multiWalletOff } from './forgetConnection.ts';

/**
 * Connects through `connectorId`, asking the wallet for `network` (by default the namespace's active one), and makes
 * the namespace the active one. On any failure the namespace is back where it was (its previous connection, or
 * disconnected) and the error thrown carries the catalogue's message. With multi-wallet on, the namespace's other
 * connections stay (no longer in use); with it off, the new one replaces them. One start-up sync `restored` joins
 * beside the one in use, if there is one (applyConnection).
 */
export async function connect(
  ctx: GangwayContext,
  params: { connectorId: string; namespace: ChainNamespace; network?: CaipNetwork; restored?: boolean },
): Promise<void> {
  const { connectorId, namespace } = params;
  const adapter = getAdapter(ctx, namespace);
  const connector = findConnector(ctx.connectors.getState(), connectorId, namespace);
  if (!connector) throw new GangwayError('CONNECTOR_NOT_FOUND', { connectorId });

  const connections = ctx.connections.getState();
  const { current, status, chain } = namespaceState(connections, namespace);
  const network =
    params.network ??
    (chain && !chain.unsupported
      ? chain
      : ctx.networks.getState().requested.find((candidate) => candidate.chainNamespace === namespace));
  if (!network) throw new GangwayError('CAIP_NETWORK_NOT_FOUND');

  // Restored beside the one in use, it leaves the namespace connected (no "Connecting…" meanwhile).
  if (!params.restored || current === undefined) connections.setStatus(namespace, 'connecting');
  try {
    const connection = await adapter.connect({ connector, network });
    applyConnection(ctx, connector, { [namespace]: connection }, params.restored);
    if (multiWalletOff(ctx)) void keepOnlyCurrent(ctx, namespace);
  } catch (error) {
    // Only this attempt is undone: a connection made meanwhile (start-up sync's, while the wallet asked) stays.
    const now = namespaceState(ctx.connections.getState(), namespace);
    if (now.current !== undefined) ctx.connections.getState().setStatus(namespace, 'connected');
    else if (now.status === 'connecting') ctx.connections.getState().setStatus(namespace, status);
    if (current === undefined) await adapter.disconnect({ connector }).catch(() => undefined);
    throw toGangwayError(error, 'FAILED_TO_CONNECT');
  }
  // Start-up sync keeps the active namespace it restored.
  const connected = namespaceState(ctx.connections.getState(), namespace).chain;
  if (!params.restored && connected && ctx.connections.getState().activeNamespace !== namespace)
    ctx.connections.getState().setChain(connected);
}
