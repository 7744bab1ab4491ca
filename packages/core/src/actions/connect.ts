import type { ChainNamespace } from '../caip/namespaces.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { GangwayError } from '../errors/GangwayError.ts';
import { toGangwayError } from '../errors/toGangwayError.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { applyConnection } from './applyConnection.ts';

/**
 * Connects through `connectorId`. On any failure the namespace is back where it was (its previous connection, or
 * disconnected) and the error thrown carries the catalogue's message.
 */
export async function connect(
  ctx: GangwayContext,
  params: { connectorId: string; namespace: ChainNamespace },
): Promise<void> {
  const { connectorId, namespace } = params;
  const adapter = getAdapter(ctx, namespace);
  const connector = findConnector(ctx.connectors.getState(), connectorId, namespace);
  if (!connector) throw new GangwayError('CONNECTOR_NOT_FOUND', { connectorId });

  const accounts = ctx.accounts.getState();
  const previous = accounts.get(namespace);
  const previousConnectors = ctx.connectors.getState();
  const previousConnectorId = previousConnectors.activeConnectorId[namespace];
  const previousConnection = previousConnectors.connections[namespace]?.[0];
  const active = ctx.networks.getState().active[namespace];
  const network =
    active && !active.unsupported
      ? active
      : ctx.networks.getState().requested.find((candidate) => candidate.chainNamespace === namespace);
  if (!network) throw new GangwayError('CAIP_NETWORK_NOT_FOUND');

  accounts.update(namespace, { status: 'connecting' });
  try {
    const connection = await adapter.connect({ connectorId, network });
    applyConnection(ctx, namespace, connector, connection);
  } catch (error) {
    if (previous.status === 'connected') {
      accounts.update(namespace, previous);
      ctx.connectors.getState().setActive(namespace, previousConnectorId, previousConnection);
    } else {
      accounts.reset(namespace);
      ctx.connectors.getState().setActive(namespace, undefined);
      if (previousConnectorId === undefined) await adapter.disconnect({ connectorId }).catch(() => undefined);
    }
    throw toGangwayError(error, 'FAILED_TO_CONNECT');
  }
}
