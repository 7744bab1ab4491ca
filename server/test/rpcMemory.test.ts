// Resident memory of a real server process under concurrent RPC requests whose upstream answers are big:
// near the size cap (served) and over it (502). In-flight requests per project × the cap bound it.
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/openDatabase.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { DEFAULT_MAX_RESPONSE_BYTES } from '../src/upstreams/rpc/HttpRpcUpstream.ts';
import { type FakeRpc, startFakeRpc } from './helpers/fakeRpc.ts';
import { type ServerProcess, startServerProcess } from './helpers/serverProcess.ts';
import { copyPgliteTemplate } from './helpers/testDatabase.ts';
import { TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const PROJECT = 'memory';
const CONCURRENT = 64;
const ROUNDS = 3;
// The bound this test holds the server to: growth of peak resident memory over its idle peak. Measured +177–184 MB on a quiet machine and +328 MB with the whole suite running beside it; +722 MB before the
// cap and the in-flight limits. The bound leaves room for a busy CI machine and still fails the old code.
const GROWTH_BOUND_MB = 500;

const dataDir = copyPgliteTemplate();
let server: ServerProcess | undefined;
let upstream: FakeRpc | undefined;
afterAll(async () => {
  server?.stop();
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps resident memory bounded under concurrent big upstream answers', async () => {
  const setup = await openDatabase({ dataDir });
  await createProject(setup, { id: PROJECT, rateLimit: { perSecond: 1_000_000, burst: 1_000_000 } });
  await setup.close();
  upstream = await startFakeRpc(1, 'huge');
  server = await startServerProcess(dataDir, {
    trustProxy: TRUST_LOOPBACK_PROXY,
    chains: { 'eip155:1': { rpcUrls: [upstream.url, upstream.url] } },
  });
  const { url } = server;
  const idle = server.peakMb();
  const statuses = new Map<number, number>();
  const send = async (index: number) => {
    const response = await fetch(`${url}/v1/?projectId=${PROJECT}&chainId=eip155:1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.3.0.${index}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: index, method: 'eth_call', params: [{}, 'latest'] }),
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  };
  for (const hugeChars of [DEFAULT_MAX_RESPONSE_BYTES - 4_096, DEFAULT_MAX_RESPONSE_BYTES + 1_024]) {
    upstream.hugeChars = hugeChars;
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(Array.from({ length: CONCURRENT }, (_, index) => send(index)));
    }
  }
  const peak = server.peakMb();
  console.info(
    `[rpc memory] ${CONCURRENT} concurrent × ${ROUNDS} rounds × 2 answer sizes (cap ${DEFAULT_MAX_RESPONSE_BYTES / 2 ** 20} MiB): ` +
      `peak RSS ${idle.toFixed(0)} MB idle → ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB, bound ${GROWTH_BOUND_MB} MB); ` +
      `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(statuses.get(502)).toBeGreaterThan(0);
  expect(statuses.get(200)).toBeGreaterThan(0);
  expect(peak - idle).toBeLessThan(GROWTH_BOUND_MB);
}, 120_000);
