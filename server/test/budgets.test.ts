// Fairness of the request budgets on a running server: clients are IPs (IPv6 by /64), whatever Origin they send,
// so a flood from a few of them does not make another client of the same project get 429; an RPC batch pays per
// call.

import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { type FakeRpc, startFakeRpc } from './helpers/fakeRpc.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

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
    trustProxy: TRUST_LOOPBACK_PROXY,
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

async function flood(count: number, send: (index: number) => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 50) {
    const wave = await Promise.all(
      Array.from({ length: Math.min(50, count - sent) }, (_, index) => send(sent + index)),
    );
    statuses.push(...wave.map((response) => response.status));
  }
  return statuses;
}

const randomGroup = () => Math.floor(Math.random() * 0x10000).toString(16);

describe('client budgets', () => {
  it('keeps serving a visitor while IPs forging its allowed Origin, and a whole IPv6 /64, flood the project', async () => {
    const visitor: number[] = [];
    const visit = async () => {
      for (let i = 0; i < 20; i++) {
        visitor.push((await config('10.0.0.9', APP_ORIGIN)).status);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const [forged, sixty4] = await Promise.all([
      // Before: an Origin had a bucket of its own (50% of the project) that two forging IPs emptied for everyone.
      flood(600, (index) => config(`10.0.0.${1 + (index % 2)}`, APP_ORIGIN)),
      // Every address of one /64 is one client, not 2^64 of them.
      flood(300, () =>
        config(`2001:db8:0:7:${randomGroup()}:${randomGroup()}:${randomGroup()}:1`, APP_ORIGIN),
      ),
      visit(),
    ]);
    const rate = (statuses: number[]) => statuses.filter((status) => status === 200).length / statuses.length;
    console.info(
      `[fairness] visitor ${visitor.length} requests, success ${(rate(visitor) * 100).toFixed(0)}%; ` +
        `forged-Origin flood from 2 IPs success ${(rate(forged) * 100).toFixed(1)}%; ` +
        `flood from one IPv6 /64 success ${(rate(sixty4) * 100).toFixed(1)}%`,
    );
    expect(visitor.every((status) => status === 200)).toBe(true);
    expect(forged.filter((status) => status === 429).length).toBeGreaterThan(400);
    expect(sixty4.filter((status) => status === 429).length).toBeGreaterThan(200);
  });

  it('believes only the hops its proxies appended: forged X-Forwarded-For entries buy no new budgets', async () => {
    const oneHop = await startTestServer(testDb.database, { trustProxy: 1 });
    // A refill of 1 per second (the least a project has), so the clock adds at most a token per second of flood.
    const slowRefill = await newProject({ perSecond: 1, burst: 100 });
    try {
      const send = (forged: string) =>
        call(oneHop.url, 'GET', '/appkit/v1/config', {
          query: { projectId: slowRefill },
          headers: { 'x-forwarded-for': `${forged}, 10.4.0.1`, origin: APP_ORIGIN },
        });
      // One client (10.4.0.1, what the proxy appended) has a burst of 20 (20% of 100), whatever it claims before;
      // each second the flood lasts may refill one more.
      const started = performance.now();
      const statuses = await flood(40, (index) => send(`10.5.${index}.1`));
      const refilled = Math.ceil((performance.now() - started) / 1000);
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(20 + refilled);
      const otherClient = await call(oneHop.url, 'GET', '/appkit/v1/config', {
        query: { projectId: slowRefill },
        headers: { 'x-forwarded-for': '10.4.0.2', origin: APP_ORIGIN },
      });
      expect(otherClient.status).toBe(200);
    } finally {
      await oneHop.close();
    }
  });

  it('keeps RPC places for other visitors while two IPs hold slow calls, and charges slow calls by their duration', async () => {
    const deadlineMs = 1_500;
    const slow = await startTestServer(testDb.database, {
      trustProxy: TRUST_LOOPBACK_PROXY,
      rpc: { proxyTimeoutMs: deadlineMs },
      chains: { 'eip155:1': { rpcUrls: [upstream.url] } },
    });
    upstream.hangMethods.add('eth_getLogs');
    const rpc = (ip: string, method: string) =>
      call(slow.url, 'POST', '/v1/', {
        query: { projectId: project, chainId: 'eip155:1' },
        headers: { 'x-forwarded-for': ip, origin: APP_ORIGIN },
        body: { jsonrpc: '2.0', id: 1, method, params: method === 'eth_getLogs' ? [{}] : [] },
      });
    const hung = () => upstream.calls.filter((method) => method === 'eth_getLogs').length;
    try {
      // Before: 8 places per project, 4 per IP — two IPs took them all, and 10 of 10 visitors got 429.
      const attack = Promise.all(
        Array.from({ length: 20 }, (_, index) => rpc(`10.6.0.${1 + (index % 2)}`, 'eth_getLogs')),
      );
      await expect.poll(hung, { interval: 10 }).toBeGreaterThanOrEqual(4);
      const visitors = await Promise.all(
        Array.from({ length: 10 }, (_, index) => rpc(`10.7.0.${index}`, 'eth_blockNumber')),
      );
      const attackers = await attack;
      expect(visitors.map((response) => response.status)).toEqual(Array(10).fill(200));
      // Each IP holds 2 places at a time, and 4 more of its calls may wait for them: the rest are refused at once.
      const timedOut = attackers.filter((response) => response.status === 504).length;
      expect(timedOut).toBe(hung());
      expect(timedOut).toBeLessThanOrEqual(12);
      expect(attackers.filter((response) => response.status === 429)).toHaveLength(20 - timedOut);

      // Upstream time: each slow call costs its duration, so one IP that keeps two running falls into debt and is
      // refused before anything reaches the upstream (a burst of 4 deadline-long calls, then 1 s a second).
      let waves = 0;
      let refused = false;
      while (!refused && waves < 15) {
        waves += 1;
        const before = hung();
        const wave = await Promise.all([rpc('10.6.0.9', 'eth_getLogs'), rpc('10.6.0.9', 'eth_getLogs')]);
        refused = wave.every((response) => response.status === 429) && hung() === before;
      }
      console.info(
        `[rpc time] one IP with two ${deadlineMs} ms calls at a time was refused after ${waves} waves`,
      );
      expect(refused).toBe(true);
      expect((await rpc('10.6.0.10', 'eth_blockNumber')).status).toBe(200);
    } finally {
      upstream.hangMethods.clear();
      await slow.close();
    }
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
