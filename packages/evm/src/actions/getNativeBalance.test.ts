// Runs without a browser: the balance never goes through the wallet, only the network's RPC.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devAccounts } from '@gangway/devnet';
import { ERROR_MESSAGES } from '@gangway/protocol';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdapter, networkOf, testChain } from '../test/harness.ts';

describe('getNativeBalance', () => {
  // A JSON-RPC endpoint that fails on purpose: /503 answers an HTTP error, /garbage a balance that is not hex.
  let rpcStub = '';
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', '*');
      if (request.method === 'OPTIONS') return void response.end();
      if (request.url === '/503') {
        response.statusCode = 503;
        return void response.end('unavailable');
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'banana' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    rpcStub = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reads the balance through the network's own RPC", async () => {
    const { adapter } = createTestAdapter();
    const untouched = devAccounts()[5]!.address;
    const polygon = networkOf(testChain(137));
    await expect(adapter.getNativeBalance({ address: untouched, network: polygon })).resolves.toEqual({
      value: parseEther('10000'),
      decimals: 18,
      symbol: 'POL',
    });
  });

  it('answers HTTP_STATUS when the RPC answers an HTTP error', async () => {
    const { adapter } = createTestAdapter();
    const failing = { ...networkOf(testChain(1)), rpcUrls: { default: { http: [`${rpcStub}/503`] } } };
    await expect(
      adapter.getNativeBalance({ address: devAccounts()[5]!.address, network: failing }),
    ).rejects.toMatchObject({ code: 'HTTP_STATUS', message: ERROR_MESSAGES.HTTP_STATUS({ status: 503 }) });
  });

  it('answers INVALID_RESPONSE when the RPC answers garbage', async () => {
    const { adapter } = createTestAdapter();
    const garbage = { ...networkOf(testChain(1)), rpcUrls: { default: { http: [`${rpcStub}/garbage`] } } };
    await expect(
      adapter.getNativeBalance({ address: devAccounts()[5]!.address, network: garbage }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('refuses an address that is not an EVM address', async () => {
    const { adapter } = createTestAdapter();
    await expect(
      adapter.getNativeBalance({ address: 'not-an-address', network: networkOf(testChain(1)) }),
    ).rejects.toMatchObject({ code: 'INVALID_OPTION' });
  });
});
