// The history indexer and the history and NFT routes against a real anvil chain, once on PGlite and once on
// PostgreSQL (history.pglite.test.ts, history.postgres.test.ts): native, ERC-20, ERC-721 and ERC-1155 transfers
// (crafted with log emitters), restart in the middle of a range, duplicate writes, a reorg made with anvil
// snapshots, a node answering garbage, the routes' validation, cursor pages, the spam rule, NFT metadata.

import { createServer } from 'node:net';
import {
  type AnvilProcess,
  devAccounts,
  jsonRpc,
  revertSnapshot,
  startAnvil,
  takeSnapshot,
} from '@gangway/devnet';
import type { CaipNetworkId } from '@gangway/protocol';
import {
  ApiErrorBodySchema,
  HISTORY_PAGE_SIZE,
  HistoryResponseSchema,
  NftsResponseSchema,
} from '@gangway/protocol';
import { type Hex, numberToHex, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { HistoryConfig } from '../src/config/configSchema.ts';
import { EvmIndexer } from '../src/history/evm/EvmIndexer.ts';
import { EvmChainReader } from '../src/history/evm/evmChainReader.ts';
import {
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
} from '../src/history/evm/evmTransfers.ts';
import { CursorMovedError, HistoryWriter } from '../src/history/evm/historyWriter.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { HttpRpcUpstream } from '../src/upstreams/rpc/HttpRpcUpstream.ts';
import {
  type FakeDataset,
  type FakeExplorer,
  startFakeBlockscout,
  startFakeEtherscan,
} from './helpers/fakeExplorers.ts';
import { type FlakyUpstream, startFlakyUpstream } from './helpers/flakyUpstream.ts';
import { batchData, EMITTER_CODE, logCalldata, uintData, word } from './helpers/logEmitters.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer } from './helpers/testServer.ts';

const PROJECT = 'history-test';
const CHAIN_ID = 31337;
const CAIP = `eip155:${CHAIN_ID}` as CaipNetworkId;
const lowerAddress = (index: number) => devAccounts()[index]!.address.toLowerCase() as Hex;
const [a0, a1, a2] = [lowerAddress(0), lowerAddress(1), lowerAddress(2)];
const LISTED = '0x00000000000000000000000000000000000e2001';
const UNLISTED = '0x00000000000000000000000000000000000e2002';
const NFT = '0x00000000000000000000000000000000000e7210';
/** An ERC-721 collection the chain's config lists in nftCollections. */
const LISTED_NFT = '0x00000000000000000000000000000000000e7211';
const MULTI = '0x00000000000000000000000000000000000e1155';
const ZERO = '0x0000000000000000000000000000000000000000';
const silent = { warn: () => {}, error: () => {} };
type HistoryApi = NonNullable<HistoryConfig['api']>;

export function describeHistorySuite(kind: DatabaseKind): void {
  let anvil: AnvilProcess;
  let testDb: TestDatabase;
  let server: RunningServer;
  let flaky: FlakyUpstream;

  const rpc = <T>(method: string, params: unknown[] = []) => jsonRpc<T>(anvil.rpcUrl, method, params);
  const send = (from: Hex, to: Hex, data: Hex = '0x', value = 0n) =>
    rpc<Hex>('eth_sendTransaction', [{ from, to, data, value: toHex(value), gas: toHex(200_000) }]);
  const mine = (blocks = 1) => rpc('anvil_mine', [numberToHex(blocks)]);
  const erc20 = (token: Hex, sender: Hex, from: Hex, to: Hex, amount: bigint) =>
    send(sender, token, logCalldata([TRANSFER_TOPIC, word(from), word(to)], uintData(amount)));
  const erc721 = (sender: Hex, from: Hex, to: Hex, id: bigint) =>
    send(sender, NFT as Hex, logCalldata([TRANSFER_TOPIC, word(from), word(to), word(id)]));

  function indexerOn(
    url: string,
    settings: Partial<{ batchSize: number; startBlock: number }> = {},
    maxResponseBytes?: number,
  ) {
    const upstream = new HttpRpcUpstream({
      endpoints: { [CAIP]: [url] },
      timeoutMs: 2_000,
      maxResponseBytes,
    });
    const writer = new HistoryWriter(testDb.database.db, CAIP);
    const indexer = new EvmIndexer(
      new EvmChainReader(upstream, CAIP, maxResponseBytes),
      writer,
      { startBlock: 0, batchSize: 5, confirmations: 0, pollIntervalMs: 50, ...settings },
      silent,
    );
    return { indexer, writer };
  }
  const counts = async () => {
    const db = testDb.database.db;
    const count = async (table: 'history_transfers' | 'history_transactions' | 'history_accounts') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      transfers: await count('history_transfers'),
      transactions: await count('history_transactions'),
      accounts: await count('history_accounts'),
    };
  };
  const history = (account: string, query: Record<string, string | undefined> = {}) =>
    call(server.url, 'GET', `/v1/account/${account}/history`, {
      query: { projectId: PROJECT, chainId: CAIP, ...query },
    });
  const nfts = (account: string, query: Record<string, string | undefined> = {}) =>
    call(server.url, 'GET', `/v1/account/${account}/nfts`, {
      query: { projectId: PROJECT, chainId: CAIP, ...query },
    });

  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    [anvil, testDb] = await Promise.all([startAnvil({ chainId: CHAIN_ID, port }), openTestDatabase(kind)]);
    flaky = await startFlakyUpstream(anvil.rpcUrl);
    await rpc('anvil_setCode', [LISTED, EMITTER_CODE.log3]);
    await rpc('anvil_setCode', [UNLISTED, EMITTER_CODE.log3]);
    await rpc('anvil_setCode', [NFT, EMITTER_CODE.log4]);
    await rpc('anvil_setCode', [LISTED_NFT, EMITTER_CODE.log4]);
    await rpc('anvil_setCode', [MULTI, EMITTER_CODE.log4]);
    await createProject(testDb.database, { id: PROJECT, rateLimit: { perSecond: 100_000, burst: 100_000 } });
  });

  afterAll(async () => {
    await server?.close();
    await Promise.all([anvil?.stop(), testDb?.dispose(), flaky?.close()]);
  });

  it('indexes native, ERC-20, ERC-721 and ERC-1155 transfers, surviving a restart in the middle of a range', async () => {
    await send(a0, a1, '0x', 10n ** 18n);
    await erc20(LISTED as Hex, a0, a0, a1, 5_000_000n);
    await erc20(UNLISTED as Hex, a2, a2, a1, 1n);
    await erc721(a1, ZERO, a1, 7n);
    await send(
      a2,
      MULTI as Hex,
      logCalldata([TRANSFER_SINGLE_TOPIC, word(a2), word(a2), word(a1)], uintData(3n, 10n)),
    );
    await send(
      a1,
      MULTI as Hex,
      logCalldata([TRANSFER_BATCH_TOPIC, word(a1), word(ZERO), word(a1)], batchData([4n, 5n], [2n, 3n])),
    );
    await mine(12);
    const first = indexerOn(anvil.rpcUrl);
    // One round (blocks 0-4), then a "restart": a new indexer over the same tables picks up at the cursor.
    expect((await first.indexer.round()).kind).toBe('indexed');
    expect((await first.writer.cursor())?.blockNumber).toBe(4);
    const second = indexerOn(anvil.rpcUrl);
    await second.indexer.catchUp();
    const head = Number(await rpc<Hex>('eth_blockNumber'));
    expect((await second.writer.cursor())?.blockNumber).toBe(head);
    // native + ERC-20 x2 + ERC-721 + ERC-1155 single + batch of 2
    expect((await counts()).transfers).toBe(7);
  });

  it('writes a repeated round once (duplicate logs and blocks are ignored)', async () => {
    const before = await counts();
    const { writer } = indexerOn(anvil.rpcUrl);
    const reader = new EvmChainReader(
      new HttpRpcUpstream({ endpoints: { [CAIP]: [anvil.rpcUrl] }, timeoutMs: 2_000 }),
      CAIP,
    );
    const blocks = await reader.blocks(1, 6);
    const cursor = await writer.cursor();
    await writer.write([...blocks, ...blocks], cursor);
    await writer.write(blocks, await writer.cursor());
    expect(await counts()).toEqual(before);
    // A round read before another writer moved the cursor (a leader before a hand-over) writes nothing.
    await expect(writer.write(blocks, cursor)).rejects.toThrow(CursorMovedError);
    expect(await counts()).toEqual(before);
  });

  it('follows a reorg made with anvil snapshots: the replaced blocks’ transfers go, the new ones come', async () => {
    const { indexer, writer } = indexerOn(anvil.rpcUrl, { batchSize: 50 });
    await indexer.catchUp();
    const before = await counts();
    const snapshot = await takeSnapshot(anvil.rpcUrl);
    const replaced = await erc20(LISTED as Hex, a0, a0, a2, 111n);
    await mine(2);
    await indexer.catchUp();
    expect((await counts()).transfers).toBe(before.transfers + 1);
    await revertSnapshot(anvil.rpcUrl, snapshot);
    const replacement = await erc20(LISTED as Hex, a0, a0, a2, 222n);
    await mine(3);
    const outcome = await indexer.round();
    expect(outcome.kind).toBe('reorg');
    await indexer.catchUp();
    const hashes = (await testDb.database.db.selectFrom('history_transfers').select('tx_hash').execute()).map(
      (row) => row.tx_hash,
    );
    expect(hashes).not.toContain(replaced.toLowerCase());
    expect(hashes).toContain(replacement.toLowerCase());
    expect((await counts()).transfers).toBe(before.transfers + 1);
    expect((await writer.cursor())?.blockNumber).toBe(Number(await rpc<Hex>('eth_blockNumber')));
  });

  it('keeps going when the node answers garbage or fails: the round fails, nothing is written, the next one works', async () => {
    const { indexer } = indexerOn(flaky.url);
    await erc20(LISTED as Hex, a0, a0, a1, 1n);
    const before = await counts();
    for (const behaviour of ['garbage', 'wrongContent', 'http500'] as const) {
      flaky.behaviour = behaviour;
      await expect(indexer.round()).rejects.toThrow();
      expect(await counts()).toEqual(before);
    }
    flaky.behaviour = 'forward';
    await indexer.catchUp();
    expect((await counts()).transfers).toBe(before.transfers + 1);
  });

  it('reads the receipts of a busy block in parts that stay under rpc.maxResponseBytes', async () => {
    // Over the 40 transactions' block (about 40 KB), under their receipts (about 67 KB).
    const cap = 48 * 1024;
    const { indexer } = indexerOn(anvil.rpcUrl, { batchSize: 1 }, cap);
    await indexer.catchUp();
    const before = await counts();
    const [from, to] = [lowerAddress(6), lowerAddress(7)];
    await rpc('evm_setAutomine', [false]);
    let crowded: number;
    try {
      for (let index = 0; index < 40; index += 1)
        await erc20(UNLISTED as Hex, from, from, to, BigInt(index + 1));
      await mine(1);
      // Read before automine is back: under load 'latest' can lag behind the block after it.
      crowded = Number(await rpc<Hex>('eth_blockNumber'));
    } finally {
      await rpc('evm_setAutomine', [true]);
    }
    const block = await rpc<{ transactions: unknown[] }>('eth_getBlockByNumber', [
      numberToHex(crowded),
      false,
    ]);
    expect(block.transactions).toHaveLength(40);
    await erc20(UNLISTED as Hex, from, from, to, 1_000n);
    // Read whole, that block's receipts are over the cap.
    const whole = new HttpRpcUpstream({
      endpoints: { [CAIP]: [anvil.rpcUrl] },
      timeoutMs: 2_000,
      maxResponseBytes: cap,
    });
    await expect(
      whole.send(CAIP, [
        { jsonrpc: '2.0', id: 1, method: 'eth_getBlockReceipts', params: [numberToHex(crowded)] },
      ]),
    ).rejects.toThrow(/larger than/);
    await indexer.catchUp();
    expect((await counts()).transfers).toBe(before.transfers + 41);
  });

  describe('routes', () => {
    beforeAll(async () => {
      server = await startTestServer(testDb.database, {
        chains: {
          [CAIP]: {
            rpcUrls: [anvil.rpcUrl],
            tokens: [{ address: LISTED, name: 'Listed', symbol: 'LST', decimals: 6 }],
            nftCollections: [{ address: LISTED_NFT }],
            history: { pollIntervalMs: 50 },
          },
        },
      });
    });

    it('lists the account’s transactions newest first with transfers, operation types and the spam rule', async () => {
      const response = await history(a1);
      expect(response.status, response.text).toBe(200);
      const page = z.parse(HistoryResponseSchema, response.json);
      const items = page.data;
      const native = items.find((item) => item.transfers.some((t) => t.fungible_info?.symbol === 'ETH'));
      expect(native?.metadata).toMatchObject({
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: a0,
        chain: CAIP,
      });
      expect(native?.transfers[0]).toMatchObject({
        direction: 'in',
        quantity: { numeric: '1' },
        is_spam: false,
      });
      const listed = items.flatMap((item) => item.transfers).filter((t) => t.fungible_info?.symbol === 'LST');
      expect(listed.map((t) => t.quantity)).toContainEqual({ decimals: '6', numeric: '5' });
      expect(listed.every((t) => !t.is_spam)).toBe(true);
      const unlisted = items
        .flatMap((item) => item.transfers)
        .find((t) => t.fungible_info?.address === `${CAIP}:${UNLISTED}`);
      expect(unlisted?.is_spam).toBe(true);
      const minted = items.find((item) => item.transfers.some((t) => t.nft_info?.tokenId === '7'));
      expect(minted?.metadata.operationType).toBe('mint');
      expect(minted?.transfers[0]?.is_spam).toBe(false);
      const gifted = items.flatMap((item) => item.transfers).find((t) => t.nft_info?.tokenId === '3');
      expect(gifted).toMatchObject({ direction: 'in', quantity: { numeric: '10' }, is_spam: true });
      const blocks = items.map((item) => item.metadata.minedAt);
      expect([...blocks].sort().reverse()).toEqual(blocks);
    });

    it('an NFT of a collection in nftCollections that someone else sent is not spam; of an unlisted one it is', async () => {
      const receiver = '0x00000000000000000000000000000000c0ffee11';
      const listed = await send(
        a2,
        LISTED_NFT as Hex,
        logCalldata([TRANSFER_TOPIC, word(a2), word(receiver as Hex), word(21n)]),
      );
      const unlisted = await send(
        a2,
        NFT as Hex,
        logCalldata([TRANSFER_TOPIC, word(a2), word(receiver as Hex), word(22n)]),
      );
      await mine(1);
      let items: z.infer<typeof HistoryResponseSchema>['data'] = [];
      await expect
        .poll(
          async () => {
            items = z.parse(HistoryResponseSchema, (await history(receiver)).json).data;
            return items.map((item) => item.id).sort();
          },
          { timeout: 10_000 },
        )
        .toEqual([listed.toLowerCase(), unlisted.toLowerCase()].sort());
      const transfer = (hash: string) => items.find((item) => item.id === hash.toLowerCase())?.transfers[0];
      expect(transfer(listed)).toMatchObject({
        direction: 'in',
        is_spam: false,
        nft_info: { tokenId: '21', collection: `${CAIP}:${LISTED_NFT}`, flags: { is_spam: false } },
      });
      expect(transfer(unlisted)).toMatchObject({
        direction: 'in',
        is_spam: true,
        nft_info: { tokenId: '22', collection: `${CAIP}:${NFT}`, flags: { is_spam: true } },
      });
    });

    it('pages with the cursor without gaps or repeats', async () => {
      const start = Number(await rpc<Hex>('eth_blockNumber'));
      const sent: string[] = [];
      for (let index = 0; index < HISTORY_PAGE_SIZE + 5; index += 1)
        sent.push((await send(a2, devAccounts()[5]!.address, '0x', 1n)).toLowerCase());
      await mine(1);
      const target = devAccounts()[5]!.address;
      const pageThrough = async () => {
        let seen: string[] = [];
        let cursor: string | undefined;
        do {
          const body = z.parse(HistoryResponseSchema, (await history(target, { cursor })).json);
          seen = [...seen, ...body.data.map((item) => item.id)];
          cursor = body.next ?? undefined;
        } while (cursor);
        return seen;
      };
      // Until the indexer has all of them (a full first page alone can come before the last five are in).
      let seen: string[] = [];
      await expect
        .poll(
          async () => {
            seen = await pageThrough();
            return sent.every((hash) => seen.includes(hash));
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      expect(seen.length).toBeGreaterThanOrEqual(sent.length);
      expect(new Set(seen).size).toBe(seen.length);
      for (const hash of sent) expect(seen).toContain(hash);
      expect(start).toBeGreaterThan(0);
    });

    it('answers 400 naming the field for a bad address, chainId or cursor', async () => {
      const field = async (response: Awaited<ReturnType<typeof history>>) => {
        expect(response.status, response.text).toBe(400);
        return z.parse(ApiErrorBodySchema, response.json).field;
      };
      expect(await field(await history('0x1234'))).toBe('account');
      expect(await field(await history('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'))).toBe('account');
      expect(await field(await history(a1, { chainId: 'eip155:999' }))).toBe('chainId');
      expect(await field(await history(a1, { chainId: 'nonsense' }))).toBe('chainId');
      expect(await field(await history(a1, { cursor: 'x'.repeat(20) }))).toBe('cursor');
      expect(await field(await history(a1, { cursor: '' }))).toBe('cursor');
      expect(await field(await nfts('0xzz'))).toBe('address');
      expect(await field(await nfts(a1, { cursor: '-1' }))).toBe('cursor');
    });

    it('lists ERC-721 and ERC-1155 holdings, and drops what was sent away', async () => {
      await erc721(a1, a1, a2, 7n);
      await mine(1);
      await expect
        .poll(
          async () =>
            z
              .parse(NftsResponseSchema, (await nfts(a1)).json)
              .data.map((nft) => `${nft.tokenId}:${nft.amount}`)
              .sort(),
          {
            timeout: 10_000,
          },
        )
        .toEqual(['3:10', '4:2', '5:3']);
      const body = z.parse(NftsResponseSchema, (await nfts(a2)).json);
      expect(body.data).toEqual([
        expect.objectContaining({
          tokenId: '7',
          standard: 'erc721',
          amount: '1',
          name: '#7',
          previewUrl: null,
        }),
      ]);
    });
  });

  describe('explorer APIs (chains the server does not index)', () => {
    const ETHERSCAN_CHAIN = 'eip155:1' as CaipNetworkId;
    const BLOCKSCOUT_CHAIN = 'eip155:10' as CaipNetworkId;
    const API_KEY = 'secret-key-123';
    const account = lowerAddress(3);
    const dataset = explorerDataset(account);
    let etherscan: FakeExplorer;
    let blockscout: FakeExplorer;
    let explorers: RunningServer;
    const explorerHistory = (chainId: CaipNetworkId, cursor?: string, who: string = account) =>
      call(explorers.url, 'GET', `/v1/account/${who}/history`, {
        query: { projectId: PROJECT, chainId, cursor },
      });

    beforeAll(async () => {
      [etherscan, blockscout] = await Promise.all([
        startFakeEtherscan(dataset, API_KEY),
        startFakeBlockscout(dataset),
      ]);
      const chain = (api: HistoryApi) => ({
        rpcUrls: [anvil.rpcUrl],
        tokens: [{ address: LISTED, name: 'Listed', symbol: 'LST', decimals: 6 }],
        history: { index: false, api },
      });
      explorers = await startTestServer(testDb.database, {
        rpc: { timeoutMs: 300 },
        chains: {
          [ETHERSCAN_CHAIN]: chain({ kind: 'etherscan', url: `${etherscan.url}/api`, apiKey: API_KEY }),
          [BLOCKSCOUT_CHAIN]: chain({ kind: 'blockscout', url: blockscout.url }),
        },
      });
    });
    afterAll(async () => {
      await explorers?.close();
      await Promise.all([etherscan?.close(), blockscout?.close()]);
    });

    for (const chainId of [ETHERSCAN_CHAIN, BLOCKSCOUT_CHAIN]) {
      it(`${chainId}: pages through every transaction once, newest first, mapped like the indexer's`, async () => {
        const items = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const response = await explorerHistory(chainId, cursor);
          expect(response.status, response.text).toBe(200);
          const body = z.parse(HistoryResponseSchema, response.json);
          expect(body.data.length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE);
          items.push(...body.data);
          cursor = body.next ?? undefined;
          pages += 1;
        } while (cursor && pages < 500);
        const expected = [
          ...new Map(
            [...dataset.transactions, ...dataset.transfers]
              .filter((row) => row.from === account || row.to === account)
              .map((row) => [row.hash, row.block] as const),
          ),
        ].sort(([hashA, blockA], [hashB, blockB]) => blockB - blockA || (hashA < hashB ? 1 : -1));
        expect(items.map((item) => item.id)).toEqual(expected.map(([hash]) => hash));
        const byId = new Map(items.map((item) => [item.id, item]));
        const sent = byId.get(dataset.transactions[0]!.hash);
        expect(sent?.metadata).toMatchObject({ operationType: 'send', status: 'confirmed', chain: chainId });
        expect(sent?.transfers).toEqual([
          expect.objectContaining({
            direction: 'out',
            quantity: { decimals: '18', numeric: '0.001' },
            fungible_info: expect.objectContaining({ symbol: 'ETH' }),
            is_spam: false,
          }),
        ]);
        const listed = byId.get(dataset.transfers.find((row) => row.token === LISTED)!.hash);
        expect(listed?.metadata.operationType).toBe('receive');
        expect(listed?.transfers[0]).toMatchObject({
          direction: 'in',
          quantity: { decimals: '6', numeric: '2.5' },
          fungible_info: { symbol: 'LST', address: `${chainId}:${LISTED}` },
          is_spam: false,
        });
        const airdrop = byId.get(dataset.transfers.find((row) => row.token === UNLISTED)!.hash);
        expect(airdrop?.transfers[0]).toMatchObject({ is_spam: true, fungible_info: { symbol: 'SPAM' } });
        const minted = byId.get(dataset.transfers.find((row) => row.standard === 'erc721')!.hash);
        expect(minted?.metadata.operationType).toBe('mint');
        expect(minted?.transfers[0]).toMatchObject({
          is_spam: false,
          nft_info: { tokenId: '7', collection: `${chainId}:${NFT}`, name: 'Devnet Art #7' },
        });
        const gifted = byId.get(dataset.transfers.find((row) => row.standard === 'erc1155')!.hash);
        expect(gifted?.transfers[0]).toMatchObject({ is_spam: true, quantity: { numeric: '4' } });
        const failed = byId.get(dataset.transactions.find((row) => row.failed)!.hash);
        expect(failed?.metadata.status).toBe('failed');
        expect(failed?.transfers).toEqual([]);
      });
    }

    it('passes the API key, and turns upstream garbage, errors and timeouts into 502/504 JSON', async () => {
      expect(etherscan.requests.every((url) => url.searchParams.get('apikey') === API_KEY)).toBe(true);
      // Pages are kept for a second (CachedHistory): each failure is asked for an account not asked before.
      let asked = 0;
      const fresh = () => {
        asked += 1;
        return `0x${(0xfa11_0000 + asked).toString(16).padStart(40, '0')}`;
      };
      const failure = async (chainId: CaipNetworkId, status: number) => {
        const response = await explorerHistory(chainId, undefined, fresh());
        expect(response.status, response.text).toBe(status);
        const body = z.parse(ApiErrorBodySchema, response.json);
        expect(body.message).not.toContain('127.0.0.1');
        expect(body.message).not.toContain(API_KEY);
        return body;
      };
      for (const [explorer, chainId, name] of [
        [etherscan, ETHERSCAN_CHAIN, 'Etherscan API'],
        [blockscout, BLOCKSCOUT_CHAIN, 'Blockscout API'],
      ] as const) {
        for (const behaviour of ['html', 'wrongShape', 'http500'] as const) {
          explorer.behaviour = behaviour;
          const body = await failure(chainId, 502);
          expect(body.code).toBe('UPSTREAM_ERROR');
          expect(body.message).toContain(name);
        }
        explorer.behaviour = 'hang';
        expect((await failure(chainId, 504)).code).toBe('UPSTREAM_TIMEOUT');
        explorer.behaviour = 'answer';
        expect((await explorerHistory(chainId, undefined, fresh())).status).toBe(200);
      }
      const wrongKey = await startTestServer(testDb.database, {
        chains: {
          [ETHERSCAN_CHAIN]: {
            rpcUrls: [anvil.rpcUrl],
            history: {
              index: false,
              api: { kind: 'etherscan', url: `${etherscan.url}/api`, apiKey: 'wrong' },
            },
          },
        },
      });
      try {
        const response = await call(wrongKey.url, 'GET', `/v1/account/${account}/history`, {
          query: { projectId: PROJECT, chainId: ETHERSCAN_CHAIN },
        });
        expect(response.status).toBe(502);
        expect(z.parse(ApiErrorBodySchema, response.json).message).toContain('Invalid API Key');
      } finally {
        await wrongKey.close();
      }
    });

    it('answers 400 on a cursor it did not hand out, and on the NFT route (holdings need the indexer)', async () => {
      for (const chainId of [ETHERSCAN_CHAIN, BLOCKSCOUT_CHAIN]) {
        const response = await explorerHistory(chainId, '12.34');
        expect(response.status).toBe(400);
        expect(z.parse(ApiErrorBodySchema, response.json).field).toBe('cursor');
      }
      const holdings = await call(explorers.url, 'GET', `/v1/account/${account}/nfts`, {
        query: { projectId: PROJECT, chainId: ETHERSCAN_CHAIN },
      });
      expect(holdings.status).toBe(400);
      expect(z.parse(ApiErrorBodySchema, holdings.json).field).toBe('chainId');
    });
  });
}

/**
 * An account's history as an explorer knows it: 130 sends (one a revert), 45 listed-token receipts sharing
 * blocks with them (more rows than one page of either API, cut inside blocks), batched payouts, unlisted airdrops, an NFT the
 * account minted itself and an ERC-1155 someone sent it.
 */
function explorerDataset(account: string): FakeDataset {
  const other = lowerAddress(4);
  const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
  const time = (block: number) => 1_700_000_000 + block * 12;
  const transactions: FakeDataset['transactions'] = Array.from({ length: 130 }, (_, i) => ({
    hash: hash(1_000 + i),
    block: 5_000 - i,
    index: i % 3,
    timestamp: time(5_000 - i),
    from: account,
    to: other,
    value: i === 7 ? 0n : 10n ** 15n,
    failed: i === 7,
    input: i === 7 ? '0xa9059cbb0000' : '0x',
  }));
  const token = (n: number, block: number, fields: Partial<FakeDataset['transfers'][number]>) => ({
    hash: hash(n),
    block,
    logIndex: 5 + (n % 4),
    timestamp: time(block),
    from: other,
    to: account,
    token: LISTED,
    standard: 'erc20' as const,
    amount: 2_500_000n,
    tokenId: null,
    name: 'Listed',
    symbol: 'LST',
    decimals: 6,
    ...fields,
  });
  const transfers: FakeDataset['transfers'] = [
    ...Array.from({ length: 45 }, (_, i) => token(3_000 + i, 5_000 - 2 * i, {})),
    ...Array.from({ length: 5 }, (_, i) =>
      token(4_000 + i, 4_990 - 7 * i, { token: UNLISTED, name: 'Free money', symbol: 'SPAM', decimals: 18 }),
    ),
    token(5_000, 4_950, {
      token: NFT,
      standard: 'erc721',
      from: ZERO,
      amount: 1n,
      tokenId: '7',
      name: 'Devnet Art',
    }),
    token(6_000, 4_940, { token: MULTI, standard: 'erc1155', amount: 4n, tokenId: '3', name: 'Items' }),
    // Batched payouts, 25 transfers a transaction: a page of token rows covers fewer transactions than a page
    // of history, so the lists must be cut at the lowest block every one of them has given in full.
    ...Array.from({ length: 500 }, (_, i) =>
      token(8_000 + Math.floor(i / 25), 5_000 - Math.floor(i / 25), { logIndex: 10 + (i % 25), amount: 1n }),
    ),
    // Between two other accounts: never listed.
    token(7_000, 4_930, { from: other, to: lowerAddress(5) }),
  ];
  // The NFT was minted in a transaction the account sent.
  transactions.push({
    hash: hash(5_000),
    block: 4_950,
    index: 9,
    timestamp: time(4_950),
    from: account,
    to: NFT,
    value: 0n,
    failed: false,
    input: '0x40c10f19',
  });
  return { transactions, transfers };
}
