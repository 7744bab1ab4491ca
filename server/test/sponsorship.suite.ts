// A project's sponsorship of user operations (projects/sponsorship.ts), once on PGlite and once on PostgreSQL
// (sponsorship.pglite.test.ts, sponsorship.postgres.test.ts): the RPC proxy forwards ERC-7677 paymaster calls only on
// the chains the project's sponsorship covers, each pm_getPaymasterData spends the project's and the client's hourly
// budget (one visitor cannot spend the project's), and the frame page is told where the project is sponsored.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProject, setProjectSponsorship } from '../src/projects/projectRepository.ts';
import { PAYMASTER_METHODS, SPONSORING_METHOD } from '../src/projects/sponsorship.ts';
import type { RunningServer } from '../src/startServer.ts';
import { type FakeRpc, startFakeRpc } from './helpers/fakeRpc.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const STUB_METHOD = [...PAYMASTER_METHODS].find((method) => method !== SPONSORING_METHOD) ?? '';
const ETHEREUM = 'eip155:1';
const BASE = 'eip155:8453';

export function describeSponsorshipSuite(kind: DatabaseKind): void {
  let testDb: TestDatabase;
  let server: RunningServer;
  let paymaster: FakeRpc;
  let projectCount = 0;

  beforeAll(async () => {
    [testDb, paymaster] = await Promise.all([openTestDatabase(kind), startFakeRpc(1)]);
    const chain = { rpcUrls: [paymaster.url], bundlerUrl: paymaster.url, paymasterUrl: paymaster.url };
    server = await startTestServer(testDb.database, {
      trustProxy: TRUST_LOOPBACK_PROXY,
      chains: { [ETHEREUM]: chain, [BASE]: chain },
    });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([paymaster?.close(), testDb?.dispose()]);
  });

  async function project(sponsorship?: Parameters<typeof setProjectSponsorship>[2]) {
    projectCount += 1;
    const id = `sponsorship-${kind}-${projectCount}`;
    await createProject(testDb.database, { id, rateLimit: { perSecond: 100_000, burst: 100_000 } });
    if (sponsorship !== undefined) await setProjectSponsorship(testDb.database, id, sponsorship);
    return id;
  }

  /** One paymaster call from `client` (an IP address); whether the proxy forwarded it, and its answer. */
  async function paymasterCall(
    projectId: string,
    chainId: string,
    client: string,
    method = SPONSORING_METHOD,
  ) {
    const before = paymaster.calls.length;
    const response = await call(server.url, 'POST', '/v1/', {
      query: { projectId, chainId },
      headers: { 'x-forwarded-for': client },
      body: { jsonrpc: '2.0', id: 1, method, params: [] },
    });
    const error = (response.json as { error?: { code: number; message: string } }).error;
    return { status: response.status, forwarded: paymaster.calls.length > before, error };
  }

  it('forwards a project’s paymaster calls by default (every chain with a paymaster)', async () => {
    const id = await project();
    expect(await paymasterCall(id, ETHEREUM, '10.1.0.1')).toMatchObject({ status: 200, forwarded: true });
    expect(await paymasterCall(id, BASE, '10.1.0.1')).toMatchObject({ status: 200, forwarded: true });
  });

  it('refuses them where the project’s sponsorship is off or does not cover the chain, forwarding nothing', async () => {
    const off = await project({ networks: [], operationsPerHour: 100 });
    for (const method of PAYMASTER_METHODS)
      expect(await paymasterCall(off, ETHEREUM, '10.2.0.1', method)).toMatchObject({
        status: 403,
        forwarded: false,
        error: { code: -32006, message: `Project ${off} has no sponsored user operations on ${ETHEREUM}` },
      });
    const baseOnly = await project({ networks: [BASE], operationsPerHour: 100 });
    expect(await paymasterCall(baseOnly, ETHEREUM, '10.2.0.2')).toMatchObject({
      status: 403,
      forwarded: false,
    });
    expect(await paymasterCall(baseOnly, BASE, '10.2.0.2')).toMatchObject({ status: 200, forwarded: true });
    // Other calls of the chain are not the paymaster's: they go on.
    const read = await call(server.url, 'POST', '/v1/', {
      query: { projectId: off, chainId: ETHEREUM },
      body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
    });
    expect(read.status).toBe(200);
  });

  it('gives each client a share of the project’s hourly budget; stub data (estimation) spends none', async () => {
    // 40 an hour: a client may have 2 sponsored operations (5%), then waits, while another client still has its own.
    const id = await project({ networks: 'all', operationsPerHour: 40 });
    for (let index = 0; index < 5; index += 1)
      expect(await paymasterCall(id, ETHEREUM, '10.3.0.1', STUB_METHOD)).toMatchObject({ status: 200 });
    expect(await paymasterCall(id, ETHEREUM, '10.3.0.1')).toMatchObject({ status: 200, forwarded: true });
    expect(await paymasterCall(id, BASE, '10.3.0.1')).toMatchObject({ status: 200, forwarded: true });
    const refused = await paymasterCall(id, ETHEREUM, '10.3.0.1');
    expect(refused).toMatchObject({ status: 429, forwarded: false, error: { code: -32005 } });
    expect(refused.error?.message).toMatch(/reached their hourly budget; retry after \d+ s$/);
    expect(await paymasterCall(id, ETHEREUM, '10.3.0.2')).toMatchObject({ status: 200, forwarded: true });
  });

  it('stops every client once the project’s budget is spent', async () => {
    // 3 an hour: each client may have 1, and the fourth client finds none left.
    const id = await project({ networks: 'all', operationsPerHour: 3 });
    for (const client of ['10.4.0.1', '10.4.0.2', '10.4.0.3'])
      expect(await paymasterCall(id, ETHEREUM, client)).toMatchObject({ status: 200, forwarded: true });
    expect(await paymasterCall(id, ETHEREUM, '10.4.0.4')).toMatchObject({ status: 429, forwarded: false });
  });

  it('tells the frame page where the project is sponsored', async () => {
    const frameConfig = async (projectId: string) => {
      const page = await call(server.url, 'GET', '/embedded/frame', { query: { projectId } });
      expect(page.status, page.text).toBe(200);
      const json = /<script type="application\/json" id="gw-frame-config">(.*?)<\/script>/.exec(
        page.text,
      )?.[1];
      return JSON.parse(json ?? 'null') as { smartAccountNetworks: number[]; sponsoredNetworks: number[] };
    };
    expect(await frameConfig(await project())).toMatchObject({
      smartAccountNetworks: [1, 8453],
      sponsoredNetworks: [1, 8453],
    });
    expect(await frameConfig(await project({ networks: [BASE], operationsPerHour: 10 }))).toMatchObject({
      smartAccountNetworks: [1, 8453],
      sponsoredNetworks: [8453],
    });
    expect(await frameConfig(await project({ networks: [], operationsPerHour: 10 }))).toMatchObject({
      sponsoredNetworks: [],
    });
  });
}
