// The RPC proxy and supported chains against devnet's Solana node (litesvm behind JSON-RPC).

import { type SolanaDevnetChain, startSolanaChain } from '@gangway/devnet';
import { RPC_ERROR_CODES } from '@gangway/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { deadUrl } from './helpers/fakeRpc.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer } from './helpers/testServer.ts';

const PROJECT = 'solana-test';

let solana: SolanaDevnetChain;
let testDb: TestDatabase;
let server: RunningServer;

const rpc = (body: unknown) =>
  call(server.url, 'POST', '/v1/', { body, query: { projectId: PROJECT, chainId: solana.caipNetworkId } });

async function node(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

beforeAll(async () => {
  [solana, testDb] = await Promise.all([
    startSolanaChain({ port: 'auto', slotIntervalMs: 0 }),
    openTestDatabase('pglite'),
  ]);
  await createProject(testDb.database, { id: PROJECT, rateLimit: { perSecond: 100_000, burst: 100_000 } });
  server = await startTestServer(testDb.database, {
    rpc: { timeoutMs: 2_000 },
    // The first endpoint is down: every call also goes through the fallback.
    chains: { [solana.caipNetworkId]: { rpcUrls: [await deadUrl(), solana.rpcUrl] } },
  });
});

afterAll(async () => {
  await server?.close();
  await testDb?.dispose();
  await solana?.stop();
});

describe('Solana RPC proxy', () => {
  it('answers getBalance of dev account 0 as the node does, alone and in a batch', async () => {
    const address = solana.accounts[0]!.address;
    const expected = await node('getBalance', [address]);
    expect(expected).toMatchObject({ value: expect.any(Number) });
    const single = await rpc({ jsonrpc: '2.0', id: 7, method: 'getBalance', params: [address] });
    expect(single.status).toBe(200);
    expect(single.json).toEqual({ jsonrpc: '2.0', id: 7, result: expected });
    const batch = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] },
      { jsonrpc: '2.0', id: 2, method: 'getGenesisHash' },
    ]);
    expect(batch.json).toEqual([
      { jsonrpc: '2.0', id: 1, result: expected },
      { jsonrpc: '2.0', id: 2, result: await node('getGenesisHash', []) },
    ]);
  });

  it('refuses requestAirdrop without reaching the node: the balance does not move', async () => {
    const address = solana.accounts[1]!.address;
    const before = await node('getBalance', [address]);
    const response = await rpc({
      jsonrpc: '2.0',
      id: 3,
      method: 'requestAirdrop',
      params: [address, 1_000_000_000],
    });
    expect(response.json).toMatchObject({ id: 3, error: { code: RPC_ERROR_CODES.METHOD_NOT_FOUND } });
    expect(await node('getBalance', [address])).toEqual(before);
  });

  it('lists the Solana chain among the supported chains', async () => {
    const response = await call(server.url, 'GET', '/v1/supported-chains', { query: { projectId: PROJECT } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ http: [solana.caipNetworkId], ws: [] });
  });

  it('refuses an EVM address on a Solana chain, naming the address', async () => {
    const response = await call(server.url, 'GET', `/v1/account/0x${'1'.repeat(40)}/balance`, {
      query: { projectId: PROJECT, chainId: solana.caipNetworkId },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'BAD_REQUEST', field: 'address' });
  });
});
