// The devnet's stand-in for the public WalletConnect relay: a second gangway-server on loopback, with a project of
// its own (the integrator's "WalletConnect project"), that the demo's server bridges to (relay.upstream) and a phone
// wallet connects to only. Stopped and started again on the same port and data directory, it is an upstream relay
// that goes away mid-session.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createProject,
  openDatabase,
  parseAllowedOrigins,
  RELAY_PATH,
  type RunningServer,
  startServer,
} from 'gangway-server';
import { DEVNET_PER_IP_LIMITS } from './serverConfig.ts';

/** The integrator's project id on the upstream relay (a WalletConnect Cloud project id in production). */
export const UPSTREAM_RELAY_PROJECT_ID = 'walletconnect-devnet';
export const DEFAULT_UPSTREAM_RELAY_PORT = 8788;

export interface UpstreamRelayTwin {
  /** ws://127.0.0.1:<port>/v1/relay */
  url: string;
  projectId: string;
  /** Stops it (its clients and the bridge see the relay go away). */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the mailbox it had. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  dispose(): Promise<void>;
}

/** Starts the twin; `allowedOrigins` are the pages (phone wallets) that may use it from a browser. */
export async function startUpstreamRelay(options: {
  port: number;
  allowedOrigins: readonly string[];
}): Promise<UpstreamRelayTwin> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gangway-upstream-relay-'));
  const seeding = await openDatabase({ dataDir, owner: 'gangway-devnet' });
  try {
    await createProject(seeding, {
      id: UPSTREAM_RELAY_PROJECT_ID,
      name: 'WalletConnect (devnet)',
      allowedOrigins: parseAllowedOrigins([...options.allowedOrigins]),
    });
  } finally {
    await seeding.close();
  }
  let server: RunningServer | undefined;
  const start = async () => {
    server ??= await startServer({
      host: '127.0.0.1',
      port: options.port,
      dataDir,
      logLevel: 'warn',
      ...DEVNET_PER_IP_LIMITS,
    });
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    await running?.close();
  };
  await start();
  return {
    url: `ws://127.0.0.1:${options.port}${RELAY_PATH}`,
    projectId: UPSTREAM_RELAY_PROJECT_ID,
    start,
    stop,
    async dispose() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
