import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EsploraClient, esploraClient } from './esplora-client.fixture.ts';
import { type BitcoinChain, startBitcoinChain } from './start-bitcoin-chain.ts';
import { signedTransfer } from './wallet.fixture.ts';

let chain: BitcoinChain;
let client: EsploraClient;

/** Sends the path as written (fetch would normalise it) and returns the status. */
function rawRequest(method: string, path: string, body?: string): Promise<number> {
  const url = new URL(chain.esploraUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: body === undefined ? {} : { 'content-type': 'text/plain' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const PREFIXES = [
  '/',
  '/tx/',
  '/block/',
  '/blocks/',
  '/block-height/',
  '/address/',
  '/mempool/',
  '/fee-estimates/',
  '/blocks/tip/',
];
// Printable ASCII except space, with '%' for broken escapes and '/' and '.' for odd nesting.
const pathCharacter = fc.mapToConstant({ num: 94, build: (i) => String.fromCharCode(33 + i) });

describe('malformed requests', () => {
  beforeAll(async () => {
    chain = await startBitcoinChain({ port: 'auto', mineDelayMs: false });
    client = esploraClient(chain.esploraUrl);
  });
  afterAll(() => chain.stop());

  it('never get a 5xx, whatever the path', async () => {
    const account = chain.accounts[0]!;
    const funding = (await client.utxos(account.payment.address))[0]!.txid;
    const prefixes = [
      ...PREFIXES,
      `/tx/${funding}/`,
      `/address/${account.payment.address}/`,
      `/address/${account.payment.address}/txs/chain/`,
      `/block/${await client.tipHash()}/`,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.string({ unit: pathCharacter, maxLength: 80 }),
        fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'DELETE'),
        async (prefix, rest, method) => {
          const status = await rawRequest(method, prefix + rest, method === 'POST' ? rest : undefined);
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
    expect(await client.tipHeight()).toBe(1);
  });

  it('never accept or 5xx a garbled body or a transaction with one byte changed', async () => {
    const [alice, bob] = chain.accounts;
    const valid = await signedTransfer(client, {
      from: alice!.payment,
      kind: 'p2wpkh',
      to: bob!.payment.address,
      amount: 50_000n,
    });
    const bytes = Buffer.from(valid, 'hex');
    const before = await client.address(alice!.payment.address);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.uint8Array({ maxLength: 400 }).map((raw) => Buffer.from(raw).toString('hex')),
          fc
            .tuple(fc.nat({ max: bytes.length - 1 }), fc.integer({ min: 1, max: 255 }))
            .map(([index, mask]) => {
              const changed = Buffer.from(bytes);
              changed[index]! ^= mask;
              return changed.toString('hex');
            }),
          fc.nat({ max: bytes.length - 1 }).map((cut) => valid.slice(0, cut * 2)),
        ),
        async (body) => {
          expect(await rawRequest('POST', '/tx', body)).toBe(400);
          expect(await rawRequest('POST', '/mine', body)).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
    expect(await client.address(alice!.payment.address)).toEqual(before);
    expect(await client.mempool()).toMatchObject({ count: 0 });
    expect((await client.broadcast(valid)).status).toBe(200);
  });
});
