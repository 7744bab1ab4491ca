// The relay flood of the security review against a real server process with the default limits: from one IP,
// fresh keys publish as many 256 KiB messages as they are let, then fresh keys subscribe to and fetch every topic
// without ever reading their sockets. Resident memory and the data directory must stay bounded.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { DEFAULT_RELAY } from '../src/config/resolveConfig.ts';
import { openDatabase } from '../src/db/openDatabase.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { RELAY_METHODS } from '../src/relay/relayProtocol.ts';
import { connectRelay, type RelayTestClient } from './helpers/relayClient.ts';
import { directoryBytes, type ServerProcess, startServerProcess } from './helpers/serverProcess.ts';
import { copyPgliteTemplate } from './helpers/testDatabase.ts';

const PROJECT = 'relay-memory';
const PUBLISHERS = 6;
const PUBLISHES_EACH = 100;
const TOPICS = 24;
const READERS = 4;
// Growth of peak resident memory over the idle peak, and of the data directory, that the server is held to.
// Measured on a shared 2-core machine: +41 MB and +24 MB (32 publishes accepted: the IP's 8 MiB of mailbox); before
// the budgets and caps, +1,911 MB and +316 MB (600 of 600 accepted). The bounds leave room for a busy machine.
const MEMORY_BOUND_MB = 250;
const DATA_DIR_BOUND_MB = 100;

const dataDir = copyPgliteTemplate();
let server: ServerProcess | undefined;
const clients: RelayTestClient[] = [];
afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Waits until the server's peak resident memory has not grown for a second (at most 30 s). */
async function settledPeak(process: ServerProcess): Promise<number> {
  let last = process.peakMb();
  for (let stableFor = 0, waited = 0; stableFor < 1_000 && waited < 30_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = process.peakMb();
    stableFor = now > last ? 0 : stableFor + 250;
    last = now;
  }
  return last;
}

it('keeps resident memory and the mailbox bounded under a publish and fetch flood from one IP', async () => {
  const setup = await openDatabase({ dataDir });
  await createProject(setup, { id: PROJECT });
  await setup.close();
  server = await startServerProcess(dataDir, {});
  const url = server.url;
  const connect = async () => {
    const client = await connectRelay(url, { projectId: PROJECT });
    clients.push(client);
    return client;
  };
  const idlePeak = server.peakMb();
  const idleBytes = directoryBytes(dataDir);
  const topics = Array.from({ length: TOPICS }, () => randomBytes(32).toString('hex'));
  // Incompressible, just under the default cap once the JSON-RPC envelope is around it.
  const message = () => randomBytes(((DEFAULT_RELAY.maxMessageBytes - 1_024) * 3) / 4).toString('base64');

  let accepted = 0;
  await Promise.all(
    Array.from({ length: PUBLISHERS }, async (_, publisher) => {
      const client = await connect();
      for (let i = 0; i < PUBLISHES_EACH; i++) {
        const topic = topics[(publisher + i) % TOPICS] as string;
        const answer = await client.request(RELAY_METHODS.publish, {
          topic,
          message: message(),
          ttl: 86_400,
        });
        if (answer.result === true) accepted += 1;
      }
    }),
  );
  const storedMb = (directoryBytes(dataDir) - idleBytes) / 2 ** 20;

  // Readers with fresh keys ask for everything, then never read their sockets again.
  for (let reader = 0; reader < READERS; reader++) {
    const client = await connect();
    client.socket.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: RELAY_METHODS.batchSubscribe, params: { topics } }),
    );
    for (const id of [2, 3]) {
      client.socket.send(
        JSON.stringify({ id, jsonrpc: '2.0', method: RELAY_METHODS.batchFetchMessages, params: { topics } }),
      );
    }
    (client.socket as unknown as { _socket: { pause(): void } })._socket.pause();
  }
  const peak = await settledPeak(server);
  console.info(
    `[relay memory] ${PUBLISHERS} keys × ${PUBLISHES_EACH} publishes of ${DEFAULT_RELAY.maxMessageBytes / 1024} KiB ` +
      `on ${TOPICS} topics: ${accepted} accepted, data directory +${storedMb.toFixed(0)} MB (bound ${DATA_DIR_BOUND_MB}); ` +
      `${READERS} fresh keys subscribe and fetch twice without reading: peak RSS ${idlePeak.toFixed(0)} MB idle → ` +
      `${peak.toFixed(0)} MB (+${(peak - idlePeak).toFixed(0)} MB, bound ${MEMORY_BOUND_MB} MB), ` +
      `resident now ${server.residentMb().toFixed(0)} MB`,
  );
  expect(accepted).toBeGreaterThan(0);
  expect(storedMb).toBeLessThan(DATA_DIR_BOUND_MB);
  expect(peak - idlePeak).toBeLessThan(MEMORY_BOUND_MB);
}, 180_000);
