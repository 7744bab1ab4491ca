import type { ChainNamespace } from '../caip/namespaces.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import type { Connector } from '../connectors/Connector.ts';
import { GangwayError } from '../errors/GangwayError.ts';
import { connectedNamespaces, namespaceState } from '../stores/connectionStore.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { clearNamespace } from './clearNamespace.ts';

/** SPEC §4: the auth and wallet-connect connectors hold one session over every namespace. */
function spansNamespaces(connector: Connector | undefined): boolean {
  return connector?.type === 'AUTH' || connector?.type === 'WALLET_CONNECT';
}

/**
 * SPEC §4 Disconnect: resets account, network, connector and user, sets disconnected, and closes the modal unless
 * told not to. Disconnecting a connector that spans namespaces clears all of them. State is cleared even when a
 * wallet fails to disconnect; the failure is then thrown. A session that spans families ends once (Connector.endSession).
 */
export async function disconnect(
  ctx: GangwayContext,
  params: { namespace?: ChainNamespace; closeModal?: boolean } = {},
): Promise<void> {
  const state = ctx.connections.getState();
  const connected = connectedNamespaces(state);
  const connectorOf = (namespace: ChainNamespace) => {
    const current = namespaceState(state, namespace).current;
    return current === undefined ? undefined : findConnector(ctx.connectors.getState(), current, namespace);
  };
  let targets = params.namespace
    ? connected.filter((namespace) => namespace === params.namespace)
    : connected;
  if (targets.some((namespace) => spansNamespaces(connectorOf(namespace)))) targets = connected;
  const sessionEnds = new Set(targets.flatMap((namespace) => connectorOf(namespace)?.endSession ?? []));

  const failures: string[] = [];
  await Promise.all(
    targets.map(async (namespace) => {
      const connector = connectorOf(namespace);
      try {
        if (connector) await getAdapter(ctx, namespace).disconnect({ connector });
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      } finally {
        clearNamespace(ctx, namespace);
      }
    }),
  );
  for (const endSession of sessionEnds) {
    await endSession().catch((error: unknown) =>
      failures.push(error instanceof Error ? error.message : String(error)),
    );
  }
  if (params.namespace && targets.length === 0) clearNamespace(ctx, params.namespace);
  if (params.closeModal !== false) ctx.modal.getState().close();
  if (failures.length > 0) throw new GangwayError('DISCONNECT_FAILED', { reason: failures.join('; ') });
}
