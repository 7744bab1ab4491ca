// Protocol conformance: real @walletconnect/sign-client peers, a dapp and a wallet, pair over the loopback
// relay with its default limits and a project's default rate limit, the session is approved, a request gets its
// answer, and a disconnect reaches the other side — also while another IP floods the project's relay with fresh keys.
import { randomBytes } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase } from '../src/db/resetDatabase.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { RELAY_METHODS, RELAY_PATH } from '../src/relay/relayProtocol.ts';
import type { RunningServer } from '../src/startServer.ts';
import { connectRelay } from './helpers/relayClient.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { startTestServer, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const PROJECT = 'relay-sign-client';
const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const SIGNATURE = `0x${'ab'.repeat(65)}`;
type Client = Awaited<ReturnType<typeof SignClient.init>>;

describe('relay with real sign-clients', () => {
  let testDb: TestDatabase;
  let server: RunningServer;
  const peers: Client[] = [];

  const init = async (name: string) => {
    const client = await SignClient.init({
      projectId: PROJECT,
      relayUrl: `${server.url.replace(/^http/, 'ws')}${RELAY_PATH}`,
      telemetryEnabled: false,
      logger: 'silent',
      customStoragePrefix: name,
      metadata: { name, description: name, url: 'https://app.example.com', icons: [] },
    });
    peers.push(client);
    return client;
  };

  beforeAll(async () => {
    // sign-client's own switch for a Node wallet without the Verify attestation.
    process.env.IS_VITEST = 'true';
    testDb = await openTestDatabase('pglite');
    server = await startTestServer(testDb.database, { trustProxy: TRUST_LOOPBACK_PROXY });
    await resetDatabase(testDb.database);
    await createProject(testDb.database, { id: PROJECT });
  });

  afterAll(async () => {
    for (const peer of peers) {
      peer.core.heartbeat.stop();
      await peer.core.relayer.transportClose().catch(() => {});
    }
    await server?.close();
    await testDb?.dispose();
  });

  /** Pairs a new dapp and wallet, approves, signs once and disconnects; answers the milliseconds to approval. */
  const pairSignAndDisconnect = async (name: string): Promise<number> => {
    const [dapp, wallet] = await Promise.all([init(`${name}-dapp`), init(`${name}-wallet`)]);
    wallet.on('session_proposal', ({ id, params }) => {
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:1'],
            accounts: [`eip155:1:${ACCOUNT}`],
            methods: params.optionalNamespaces.eip155?.methods ?? [],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      });
    });
    wallet.on('session_request', ({ id, topic, params }) => {
      expect(params.request.method).toBe('personal_sign');
      void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: SIGNATURE } });
    });

    const started = performance.now();
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] },
      },
    });
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair({ uri: uri ?? '' });
    const session = await approval();
    const approvedMs = performance.now() - started;
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${ACCOUNT}`]);
    expect(wallet.session.get(session.topic).topic).toBe(session.topic);

    const signature = await dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
    });
    expect(signature).toBe(SIGNATURE);

    const deleted = new Promise<string>((resolve) =>
      wallet.on('session_delete', ({ topic }) => resolve(topic)),
    );
    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    expect(await deleted).toBe(session.topic);
    return approvedMs;
  };

  it('pairs, approves a session, answers a request and carries the disconnect', async () => {
    const approvedMs = await pairSignAndDisconnect('first');
    console.info(`[relay] pairing → session approved on loopback: ${approvedMs.toFixed(0)} ms`);
    // Every message went through the database, and none was echoed to its sender.
    const stored = await testDb.database.db.selectFrom('relay_messages').select(['publisher']).execute();
    expect(new Set(stored.map((row) => row.publisher)).size).toBe(2);
  });

  it('pairs and signs while 30 fresh keys from another IP flood the project’s relay', async () => {
    // Before: budgets were per JWT issuer, the flood spent the project's, and 20 of 24 of the dapp's publishes failed.
    const flooders = await Promise.all(
      Array.from({ length: 30 }, () =>
        connectRelay(server.url, { projectId: PROJECT, headers: { 'x-forwarded-for': '10.66.0.1' } }),
      ),
    );
    let flooding = true;
    let sent = 0;
    const flood = Promise.all(
      flooders.map(async (client) => {
        const topic = randomBytes(32).toString('hex');
        for (let i = 0; flooding && i < 2_000; i++, sent++) {
          await client.request(RELAY_METHODS.publish, {
            topic,
            message: randomBytes(96).toString('base64'),
            ttl: 300,
          });
        }
      }),
    );
    try {
      // The flood has spent its IP's share (a burst of 200): the project's budget still has room for everyone else.
      await expect.poll(() => sent, { interval: 10, timeout: 20_000 }).toBeGreaterThan(600);
      const probe = await connectRelay(server.url, {
        projectId: PROJECT,
        headers: { 'x-forwarded-for': '10.67.0.1' },
      });
      const answers = [];
      for (let i = 0; i < 50; i++) {
        answers.push(
          await probe.request(RELAY_METHODS.publish, {
            topic: randomBytes(32).toString('hex'),
            message: randomBytes(96).toString('base64'),
            ttl: 300,
          }),
        );
      }
      await probe.close();
      expect(answers.map((answer) => answer.error?.data?.code ?? 'ok')).toEqual(Array(50).fill('ok'));
      await pairSignAndDisconnect('flooded');
    } finally {
      flooding = false;
      await flood;
      await Promise.all(flooders.map((client) => client.close()));
    }
  });
});
