// Fairness of the request budgets on a running server: a flood from one client (one IP, or requests without
// Origin) does not make another client of the same project get 429, and an RPC batch pays per call.

import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { type FakeRpc, startFakeRpc } from './helpers/fakeRpc.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer } from './helpers/testServer.ts';

const APP_ORIGIN = 'https://app.example.com';
const LIMIT = { perSecond: 50, burst: 100 };

let testDb: TestDatabase;
let server: RunningServer;
let upstream: FakeRpc;
let projectCount = 0;
let project = '';

beforeAll(async () => {
  [testDb, upstream] = await Promise.all([openTestDatabase('pglite'), startFakeRpc(1)]);
  server = await startTestServer(testDb.database, {
    trustProxy: true,
    chains: { 'eip155:1': { rpcUrls: [upstream.url] } },
  });
});

afterAll(async () => {
  await server?.close();
  await Promise.all([upstream?.close(), testDb?.dispose()]);
});

async function newProject(rateLimit = LIMIT): Promise<string> {
  const id = `budget-${++projectCount}`;
  await createProject(testDb.database, { id, allowedOrigins: parseAllowedOrigins([APP_ORIGIN]), rateLimit });
  return id;
}

beforeEach(async () => {
  project = await newProject();
  upstream.calls.length = 0;
});

const config = (ip: string, origin?: string) =>
  call(server.url, 'GET', '/appkit/v1/config', {
    query: { projectId: project },
    headers: { 'x-forwarded-for': ip, ...(origin ? { origin } : {}) },
  });

async function flood(count: number, send: () => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 50) {
    const wave = await Promise.all(Array.from({ length: Math.min(50, count - sent) }, send));
    statuses.push(...wave.map((response) => response.status));
  }
  return statuses;
}

describe('client budgets', () => {
  it('keeps serving an allowed origin while one IP and origin-less requests flood the project', async () => {
    const visitor: number[] = [];
    const visit = async () => {
      for (let i = 0; i < 20; i++) {
        visitor.push((await config('10.0.0.9', APP_ORIGIN)).status);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const [noOrigin, oneIp] = await Promise.all([
      flood(600, () => config(`10.1.${Math.floor(Math.random() * 250)}.1`)),
      flood(600, () => config('10.0.0.2', APP_ORIGIN)),
      visit(),
    ]);
    const rate = (statuses: number[]) => statuses.filter((status) => status === 200).length / statuses.length;
    console.info(
      `[fairness] visitor ${visitor.length} requests, success ${(rate(visitor) * 100).toFixed(0)}%; ` +
        `origin-less flood success ${(rate(noOrigin) * 100).toFixed(1)}%; one-IP flood success ${(rate(oneIp) * 100).toFixed(1)}%`,
    );
    expect(visitor.every((status) => status === 200)).toBe(true);
    expect(noOrigin.filter((status) => status === 429).length).toBeGreaterThan(500);
    expect(oneIp.filter((status) => status === 429).length).toBeGreaterThan(500);
  });

  it('charges an RPC batch per call: upstream calls ≤ burst + rate × time for any sequence of batches (property)', async () => {
    const limit = { perSecond: 20, burst: 40 };
    const batches = fc.array(
      fc.record({
        size: fc.integer({ min: 1, max: 30 }),
        ip: fc.constantFrom('10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4', '10.2.0.5', '10.2.0.6'),
        origin: fc.boolean(),
      }),
      { minLength: 1, maxLength: 15 },
    );
    await fc.assert(
      fc.asyncProperty(batches, async (sequence) => {
        project = await newProject(limit);
        upstream.calls.length = 0;
        const started = performance.now();
        await Promise.all(
          sequence.map(({ size, ip, origin }) =>
            call(server.url, 'POST', '/v1/', {
              query: { projectId: project, chainId: 'eip155:1' },
              headers: { 'x-forwarded-for': ip, ...(origin ? { origin: APP_ORIGIN } : {}) },
              body: Array.from({ length: size }, (_, id) => ({
                jsonrpc: '2.0',
                id,
                method: 'eth_blockNumber',
              })),
            }),
          ),
        );
        const seconds = (performance.now() - started) / 1000;
        expect(upstream.calls.length).toBeLessThanOrEqual(limit.burst + limit.perSecond * seconds);
      }),
      { numRuns: 25 },
    );
  });
});
