/// <reference types="node" />
// @vitest-environment node
// The Esplora client against an HTTP server that answers what each test says: garbage, errors, silence.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_MESSAGES, RPC_TIMEOUT_MS } from '@gangway/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { regtestNetwork } from '../testing/networks.ts';
import { esploraClient } from './esploraClient.ts';

let server: Server;
let base = '';
const seen: string[] = [];
let answer: (url: string) => { status: number; body: string } | null = () => ({ status: 200, body: '[]' });
beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    const reply = answer(request.url ?? '');
    if (!reply) return; // never answers
    response.statusCode = reply.status;
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/esplora?chainId=bip122:x&projectId=p`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const source = 'The Esplora API of Bitcoin Regtest';
const client = () => esploraClient(regtestNetwork(base));

describe('esploraClient', () => {
  it("reads UTXOs through the proxy's path and query, and checks them", async () => {
    answer = () => ({
      status: 200,
      body: JSON.stringify([{ txid: 'a'.repeat(64), vout: 1, value: 5000, status: {} }]),
    });
    await expect(client().utxos('bcrt1qxyz')).resolves.toEqual([
      { txid: 'a'.repeat(64), vout: 1, value: 5000 },
    ]);
    expect(seen.at(-1)).toBe('/v1/esplora/address/bcrt1qxyz/utxo?chainId=bip122:x&projectId=p');
  });

  it('turns garbage, negative amounts and HTTP errors into INVALID_RESPONSE', async () => {
    answer = () => ({ status: 200, body: 'not json' });
    await expect(client().utxos('a')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    answer = () => ({ status: 200, body: JSON.stringify([{ txid: 'a'.repeat(64), vout: 0, value: -1 }]) });
    await expect(client().utxos('a')).rejects.toThrow(
      ERROR_MESSAGES.INVALID_RESPONSE({ source, reason: 'a UTXO has no txid, vout or value' }),
    );
    answer = () => ({ status: 200, body: JSON.stringify({ 1: 'fast' }) });
    await expect(client().feeEstimates()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    answer = () => ({ status: 502, body: 'upstream down' });
    await expect(client().stats('a')).rejects.toThrow('HTTP 502');
  });

  it('gives up after the RPC timeout with REQUEST_TIMEOUT', async () => {
    answer = () => null;
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), 20);
      return controller.signal;
    });
    await expect(client().txHex('b'.repeat(64))).rejects.toThrow(
      ERROR_MESSAGES.REQUEST_TIMEOUT({ source, ms: RPC_TIMEOUT_MS }),
    );
    timeout.mockRestore();
  });
});
