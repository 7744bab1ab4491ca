import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import type { MultiFamilySession } from '../connectors/MultiFamilySession.ts';
import { connectedNamespaces, namespaceState } from '../stores/connectionStore.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { clearNamespace } from './clearNamespace.ts';
import { multiFamilySession } from './multiFamilySessions.ts';

/**
 * SPEC §4 Disconnect: resets account, network, connector and user, sets disconnected, and closes the modal unless
 * told not to. Disconnecting a connector whose session spans families clears all of them, and ends that session
 * once (MultiFamilySession). State is cleared even when a wallet fails to disconnect; the failure is then thrown.
 */
export async function disconnect(
  ctx: GangwayContext,
  params: { namespace?: ChainNamespace; closeModal?: boolean } = {},
): Promise<void> {
  const state = ctx.connections.getState();
  const connected = connectedNamespaces(state);
  const sessionOf = (namespace: ChainNamespace) =>
    multiFamilySession(namespaceState(state, namespace).current);
  let targets = params.namespace
    ? connected.filter((namespace) => namespace === params.namespace)
    : connected;
  if (targets.some(sessionOf)) targets = connected;
  // Multi-wallet: every connection of a target namespace ends, not only the one in use.
  const connectorIds = (namespace: ChainNamespace) =>
    namespaceState(state, namespace).connections.map((connection) => connection.connectorId);
  const sessions = new Set<MultiFamilySession>(
    targets.flatMap((namespace) => connectorIds(namespace).flatMap((id) => multiFamilySession(id) ?? [])),
  );

  const failures: string[] = [];
  const fail = (error: unknown) => failures.push(error instanceof Error ? error.message : String(error));
  await Promise.all(
    targets.map(async (namespace) => {
      try {
        for (const connectorId of connectorIds(namespace)) {
          const connector = findConnector(ctx.connectors.getState(), connectorId, namespace);
          if (connector) await getAdapter(ctx, namespace).disconnect({ connector }).catch(fail);
        }
      } finally {
        clearNamespace(ctx, namespace);
      }
    }),
  );
  for (const session of sessions) await session.end(ctx).catch(fail);
  if (params.namespace && targets.length === 0) clearNamespace(ctx, params.namespace);
  if (params.closeModal !== false) ctx.modal.getState().close();
  if (failures.length > 0) throw new GangwayError('DISCONNECT_FAILED', { reason: failures.join('; ') });
}
