import type { ChainNamespace } from '../caip/namespaces.ts';
import { type GangwayContext, getAdapter, namespaces } from '../client/GangwayContext.ts';
import { GangwayError } from '../errors/GangwayError.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { clearNamespace } from './clearNamespace.ts';

/**
 * SPEC §4 Disconnect: resets account, network, connector and user, sets disconnected, and closes the modal unless
 * told not to. The auth and wallet-connect connectors span every namespace, so disconnecting them clears all.
 * State is cleared even when a wallet fails to disconnect; the failure is then thrown.
 */
export async function disconnect(
  ctx: GangwayContext,
  params: { namespace?: ChainNamespace; closeModal?: boolean } = {},
): Promise<void> {
  const { activeConnectorId } = ctx.connectors.getState();
  const connected = namespaces(ctx).filter((namespace) => activeConnectorId[namespace] !== undefined);
  let targets = params.namespace
    ? connected.filter((namespace) => namespace === params.namespace)
    : connected;
  const spansAll = targets.some((namespace) => {
    const connectorId = activeConnectorId[namespace];
    const type = connectorId
      ? findConnector(ctx.connectors.getState(), connectorId, namespace)?.type
      : undefined;
    return type === 'AUTH' || type === 'WALLET_CONNECT';
  });
  if (spansAll) targets = connected;

  const failures: string[] = [];
  await Promise.all(
    targets.map(async (namespace) => {
      const connectorId = activeConnectorId[namespace];
      try {
        if (connectorId) await getAdapter(ctx, namespace).disconnect({ connectorId });
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      } finally {
        clearNamespace(ctx, namespace);
      }
    }),
  );
  if (params.namespace && targets.length === 0) clearNamespace(ctx, params.namespace);
  if (params.closeModal !== false) ctx.modal.getState().close();
  if (failures.length > 0) throw new GangwayError('DISCONNECT_FAILED', { reason: failures.join('; ') });
}
