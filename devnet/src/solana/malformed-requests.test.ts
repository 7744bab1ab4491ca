// Whatever a client sends, the node answers JSON-RPC (or nothing, for notifications) and stays up.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type SolanaDevnetChain, startSolanaChain } from './start-solana-chain.ts';

const METHODS = [
  'getBalance',
  'getAccountInfo',
  'getMultipleAccounts',
  'getLatestBlockhash',
  'isBlockhashValid',
  'getFeeForMessage',
  'getMinimumBalanceForRentExemption',
  'sendTransaction',
  'simulateTransaction',
  'getSignatureStatuses',
  'getTransaction',
  'getSignaturesForAddress',
  'getTokenAccountsByOwner',
  'getTokenAccountBalance',
  'getTokenSupply',
  'requestAirdrop',
  'signatureSubscribe',
  'accountUnsubscribe',
  'constructor',
  '__proto__',
  'toString',
];

const looksLikeRequest = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant('2.0'), fc.jsonValue()),
    id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.jsonValue()),
    method: fc.oneof(fc.constantFrom(...METHODS), fc.string(), fc.jsonValue()),
    params: fc.oneof(
      fc.array(
        fc.oneof(
          fc.jsonValue(),
          fc.base64String(),
          fc.constant('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'),
        ),
      ),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  fc.string(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  looksLikeRequest.map((request) => JSON.stringify(request)),
  fc.array(looksLikeRequest, { maxLength: 5 }).map((batch) => JSON.stringify(batch)),
);

function isReply(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const reply = value as { jsonrpc?: unknown; result?: unknown; error?: { code?: unknown } };
  return reply.jsonrpc === '2.0' && ('result' in reply || typeof reply.error?.code === 'number');
}

let devnet: SolanaDevnetChain;
beforeAll(async () => {
  devnet = await startSolanaChain({ port: 'auto', slotIntervalMs: 0 });
});
afterAll(() => devnet?.stop());

describe('malformed requests', () => {
  it('over HTTP get a JSON-RPC reply and never take the node down', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await fetch(devnet.rpcUrl, { method: 'POST', body: text });
        expect(response.status).toBe(200);
        const reply = await response.text();
        if (reply === '') return;
        const parsed: unknown = JSON.parse(reply);
        if (Array.isArray(parsed)) expect(parsed.every(isReply)).toBe(true);
        else expect(isReply(parsed)).toBe(true);
      }),
      { numRuns: 300 },
    );
    const health = await fetch(devnet.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    });
    expect(await health.json()).toMatchObject({ result: 'ok' });
  });

  it('over WebSocket get a reply on the same connection, which stays open', async () => {
    const socket = new WebSocket(devnet.wsUrl);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const replies: string[] = [];
    socket.on('message', (data) => replies.push(data.toString()));
    try {
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          socket.send(text);
        }),
        { numRuns: 200 },
      );
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 'last', method: 'slotSubscribe' }));
      await expect
        .poll(() => replies.some((reply) => reply.includes('"last"')), { timeout: 5000 })
        .toBe(true);
      expect(socket.readyState).toBe(WebSocket.OPEN);
      for (const reply of replies) {
        const parsed: unknown = JSON.parse(reply);
        expect(Array.isArray(parsed) ? parsed.every(isReply) : isReply(parsed)).toBe(true);
      }
    } finally {
      socket.close();
    }
  });
});
