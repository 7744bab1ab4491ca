// The connectors whose one session spans families (connectors/MultiFamilySession.ts). A new one is its own module
// and one entry here; start-up sync and Disconnect find it by the connector id its connectors carry.
import type { MultiFamilySession } from '../connectors/MultiFamilySession.ts';
import { EMBEDDED_CONNECTOR_ID } from '../embedded/embeddedConnectorId.ts';
import { walletConnectSession } from '../walletConnect/walletConnectSession.ts';

/** A session whose module loads with import() the first time it is restored or ended. */
function loadedOnUse(connectorId: string, load: () => Promise<MultiFamilySession>): MultiFamilySession {
  return {
    connectorId,
    restore: async (ctx, namespace) => (await load()).restore(ctx, namespace),
    end: async (ctx) => (await load()).end(ctx),
  };
}

const SESSIONS: readonly MultiFamilySession[] = [
  walletConnectSession,
  // The embedded wallet's frame client stays out of the actions chunk (see embeddedSession.ts).
  loadedOnUse(
    EMBEDDED_CONNECTOR_ID,
    async () => (await import('../embedded/embeddedActions.ts')).embeddedSession,
  ),
];

/** The session behind `connectorId` when it spans families; undefined for a wallet of one family. */
export function multiFamilySession(connectorId: string | undefined): MultiFamilySession | undefined {
  return SESSIONS.find((session) => session.connectorId === connectorId);
}
