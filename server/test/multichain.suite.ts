// Route tests of the Solana and Bitcoin chains against the real devnet chains (litesvm JSON-RPC, the regtest
// Esplora), run once on PGlite and once on PostgreSQL (multichain.pglite.test.ts, multichain.postgres.test.ts):
// balances after transfers, the Esplora proxy and its allowlist, upstream fallback, garbage and timeouts, and the
// per-client budgets.

import {
  type BitcoinChain,
  type SolanaDevnetChain,
  startBitcoinChain,
  startSolanaChain,
} from '@gangway/devnet';
import {
  DEVNET_FIXED_PRICES,
  devnetServerBitcoinChain,
  devnetServerSolanaChain,
} from '@gangway/devnet/stack';
import {
  type EsploraClient,
  esploraBalanceOf,
  esploraClient,
  type KitClient,
  kitClient,
  signedTransaction,
  signedTransfer,
  signerOf,
} from '@gangway/devnet/testing';
import {
  ApiErrorBodySchema,
  BalanceResponseSchema,
  HISTORY_PAGE_SIZE,
  HistoryResponseSchema,
  type TokenBalance,
} from '@gangway/protocol';
import { type Address, generateKeyPairSigner, getBase64EncodedWireTransaction, lamports } from '@solana/kit';
import { getTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { getTransferCheckedInstruction } from '@solana-program/token';
import { formatUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ServerConfig } from '../src/config/configSchema.ts';
import { HISTORY_CACHE_MS } from '../src/history/CachedHistory.ts';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { type FlakyUpstream, startFlakyUpstream } from './helpers/flakyUpstream.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import {
  type CallOptions,
  type CallResult,
  call,
  startTestServer,
  TRUST_LOOPBACK_PROXY,
} from './helpers/testServer.ts';

const PROJECT = 'multichain-test';
const APP_ORIGIN = 'https://app.example.com';
const TIMEOUT_MS = 400;
const MAINNET_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

const errorBody = (json: unknown) => z.parse(ApiErrorBodySchema, json);
const balancesOf = (json: unknown) => z.parse(BalanceResponseSchema, json).balances;
const bySymbol = (balances: TokenBalance[]) =>
  Object.fromEntries(balances.map((entry) => [entry.symbol, entry]));

export function describeMultichainSuite(kind: DatabaseKind): void {
  let testDb: TestDatabase;
  let solana: SolanaDevnetChain;
  let bitcoin: BitcoinChain;
  let kit: KitClient;
  let esplora: EsploraClient;
  let solanaFront: FlakyUpstream;
  let esploraFront: FlakyUpstream;
  let server: RunningServer;

  /** The devnet's own wiring of both chains, with other upstreams in front when given. */
  const chains = (
    solanaUrls: string[] = [],
    esploraUrls: string[] = [],
  ): NonNullable<ServerConfig['chains']> => {
    const solanaConfig = devnetServerSolanaChain(solana)[solana.caipNetworkId]!;
    const bitcoinConfig = devnetServerBitcoinChain(bitcoin)[bitcoin.caipNetworkId]!;
    return {
      [solana.caipNetworkId]: { ...solanaConfig, rpcUrls: [...solanaUrls, ...(solanaConfig.rpcUrls ?? [])] },
      [bitcoin.caipNetworkId]: {
        ...bitcoinConfig,
        esploraUrls: [...esploraUrls, ...(bitcoinConfig.esploraUrls ?? [])],
      },
    };
  };
  /** A server of its own (fresh endpoint health), closed after `run`. */
  async function withServer(config: ServerConfig, run: (other: RunningServer) => Promise<void>) {
    const other = await startTestServer(testDb.database, { rpc: { timeoutMs: TIMEOUT_MS }, ...config });
    try {
      await run(other);
    } finally {
      await other.close();
    }
  }
  const get = (path: string, options: CallOptions = {}, on: RunningServer = server) =>
    call(on.url, 'GET', path, { ...options, query: { projectId: PROJECT, ...options.query } });
  const balance = (address: string, chainId?: string, on?: RunningServer) =>
    get(`/v1/account/${address}/balance`, { query: { chainId, forceUpdate: 'yes' } }, on);
  const esploraGet = (path: string, chainId: string = bitcoin.caipNetworkId, options: CallOptions = {}) =>
    get(`/v1/esplora/${path}`, { ...options, query: { chainId, ...options.query } });

  async function solanaExpected(owner: number) {
    const account = solana.accounts[owner]!;
    const lamports = (await kit.rpc.getBalance(account.address).send()).value;
    const tokens = await Promise.all(
      (['usdc', 'gway'] as const).map(
        async (mint) => (await kit.rpc.getTokenAccountBalance(account.tokenAccounts[mint]).send()).value,
      ),
    );
    return {
      SOL: formatUnits(lamports, 9),
      USDC: formatUnits(BigInt(tokens[0]!.amount), 6),
      GWAY: formatUnits(BigInt(tokens[1]!.amount), 9),
    };
  }

  beforeAll(async () => {
    [testDb, solana, bitcoin] = await Promise.all([
      openTestDatabase(kind),
      startSolanaChain({ port: 'auto', slotIntervalMs: 0 }),
      startBitcoinChain({ port: 'auto', mineDelayMs: false }),
    ]);
    kit = kitClient(solana);
    esplora = esploraClient(bitcoin.esploraUrl);
    [solanaFront, esploraFront] = await Promise.all([
      startFlakyUpstream(solana.rpcUrl),
      startFlakyUpstream(bitcoin.esploraUrl),
    ]);
    await createProject(testDb.database, {
      id: PROJECT,
      allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
      rateLimit: { perSecond: 100_000, burst: 100_000 },
    });
    server = await startTestServer(testDb.database, {
      rpc: { timeoutMs: TIMEOUT_MS },
      chains: chains([solanaFront.url], [esploraFront.url]),
    });
  });

  afterAll(async () => {
    await server?.close();
    await Promise.all([solanaFront?.close(), esploraFront?.close()]);
    await Promise.all([solana?.stop(), bitcoin?.stop()]);
    await testDb?.dispose();
  });

  describe('supported chains', () => {
    it('lists the Solana and Bitcoin chains', async () => {
      const response = await get('/v1/supported-chains');
      expect(response.json).toEqual({ http: [solana.caipNetworkId, bitcoin.caipNetworkId], ws: [] });
    });
  });

  describe('Solana balances', () => {
    it('answers SOL and both mints as the chain holds them, priced, and follows a transfer', async () => {
      const before = await solanaExpected(3);
      const response = await balance(solana.accounts[3]!.address, solana.caipNetworkId);
      expect(response.status).toBe(200);
      const entries = bySymbol(balancesOf(response.json));
      expect(Object.keys(entries)).toEqual(['SOL', 'USDC', 'GWAY']);
      expect(entries.SOL).toMatchObject({
        name: 'Solana',
        chainId: solana.caipNetworkId,
        quantity: { decimals: '9', numeric: before.SOL },
        price: DEVNET_FIXED_PRICES.sol,
      });
      expect(entries.USDC).toMatchObject({
        address: `${solana.caipNetworkId}:${solana.mints.usdc.address}`,
        quantity: { decimals: '6', numeric: before.USDC },
        price: 1,
        value: Number(before.USDC),
      });
      expect(entries.GWAY?.quantity).toEqual({ decimals: '9', numeric: before.GWAY });
      expect(entries.USDC?.iconUrl).toMatch(/\/public\/getTokenImage\/USDC\?projectId=/);

      const sender = await signerOf(solana.accounts[3]!);
      const transaction = await signedTransaction(kit, sender, [
        getTransferSolInstruction({
          source: sender,
          destination: solana.accounts[4]!.address,
          amount: 1_500_000_000n,
        }),
        getTransferCheckedInstruction({
          source: solana.accounts[3]!.tokenAccounts.usdc,
          mint: solana.mints.usdc.address,
          destination: solana.accounts[4]!.tokenAccounts.usdc,
          authority: sender,
          amount: 4_250_000n,
          decimals: 6,
        }),
      ]);
      await kit.rpc
        .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
        .send();

      for (const owner of [3, 4]) {
        const expected = await solanaExpected(owner);
        const after = bySymbol(
          balancesOf((await balance(solana.accounts[owner]!.address, solana.caipNetworkId)).json),
        );
        expect(after.SOL?.quantity.numeric).toBe(expected.SOL);
        expect(after.USDC?.quantity.numeric).toBe(expected.USDC);
      }
      const receiver = bySymbol(
        balancesOf((await balance(solana.accounts[4]!.address, solana.caipNetworkId)).json),
      );
      expect(Number(receiver.USDC?.quantity.numeric)).toBe(Number(before.USDC) + 4.25);
    });

    it('lists only SOL for an account without token accounts, and reads the Solana chains when no chainId is given', async () => {
      const empty = '11111111111111111111111111111112' as Address;
      const response = await balance(empty, solana.caipNetworkId);
      expect(balancesOf(response.json).map((entry) => entry.symbol)).toEqual(['SOL']);
      const all = await balance(solana.accounts[2]!.address);
      expect(new Set(balancesOf(all.json).map((entry) => entry.chainId))).toEqual(
        new Set([solana.caipNetworkId]),
      );
    });

    it('names the address when it is not a Solana account', async () => {
      for (const address of [`0x${'1'.repeat(40)}`, 'not-base58-0OIl', 'z'.repeat(44)]) {
        const response = await balance(address, solana.caipNetworkId);
        expect(response.status).toBe(400);
        expect(errorBody(response.json)).toMatchObject({ code: 'BAD_REQUEST', field: 'address' });
      }
    });
  });

  describe('Bitcoin balances', () => {
    it('answers BTC of the payment and ordinal addresses as Esplora counts them, and follows a transfer in the mempool', async () => {
      const [payment, ordinal] = [bitcoin.accounts[0]!.payment.address, bitcoin.accounts[0]!.ordinal.address];
      for (const address of [payment, ordinal]) {
        const expected = formatUnits(BigInt(esploraBalanceOf(await esplora.address(address))), 8);
        const [entry] = balancesOf((await balance(address, bitcoin.caipNetworkId)).json);
        expect(entry).toMatchObject({
          name: 'Bitcoin',
          symbol: 'BTC',
          chainId: bitcoin.caipNetworkId,
          price: DEVNET_FIXED_PRICES.btc,
          quantity: { decimals: '8', numeric: expected },
        });
        expect(entry?.value).toBeCloseTo(Number(expected) * DEVNET_FIXED_PRICES.btc, 6);
      }
      const receiver = bitcoin.accounts[1]!.payment.address;
      const receiverBefore = esploraBalanceOf(await esplora.address(receiver));
      const hex = await signedTransfer(esplora, {
        from: bitcoin.accounts[0]!.payment,
        kind: 'p2wpkh',
        to: receiver,
        amount: 12_345_678n,
      });
      expect((await esplora.broadcast(hex)).status).toBe(200);
      for (const address of [payment, receiver]) {
        const expected = formatUnits(BigInt(esploraBalanceOf(await esplora.address(address))), 8);
        const [entry] = balancesOf((await balance(address, bitcoin.caipNetworkId)).json);
        expect(entry?.quantity.numeric).toBe(expected);
      }
      const [received] = balancesOf((await balance(receiver, bitcoin.caipNetworkId)).json);
      expect(received?.quantity.numeric).toBe(formatUnits(BigInt(receiverBefore) + 12_345_678n, 8));
      // Upper-case bech32 is the same address; no chainId reads the Bitcoin chain only.
      const all = balancesOf((await balance(receiver.toUpperCase())).json);
      expect(all.map((entry) => [entry.chainId, entry.quantity.numeric])).toEqual([
        [bitcoin.caipNetworkId, received?.quantity.numeric],
      ]);
    });

    it('names the address when it is not one of the chain’s network', async () => {
      for (const address of [MAINNET_ADDRESS, solana.accounts[0]!.address, 'bcrt1qnotanaddress']) {
        const response = await balance(address, bitcoin.caipNetworkId);
        expect(response.status).toBe(400);
        expect(errorBody(response.json)).toMatchObject({ code: 'BAD_REQUEST', field: 'address' });
      }
      const nowhere = await balance(MAINNET_ADDRESS);
      expect(errorBody(nowhere.json)).toMatchObject({ code: 'BAD_REQUEST', field: 'address' });
    });
  });

  describe('Esplora proxy', () => {
    it('forwards the allowlisted reads as the Esplora answers them, JSON or text', async () => {
      const address = bitcoin.accounts[2]!.payment.address;
      const [utxo] = await esplora.utxos(address);
      const cases: [string, string, string][] = [
        [`address/${address}`, JSON.stringify(await esplora.address(address)), 'application/json'],
        [`address/${address}/utxo`, JSON.stringify(await esplora.utxos(address)), 'application/json'],
        [`address/${address}/txs`, JSON.stringify(await esplora.txs(address)), 'application/json'],
        [`tx/${utxo!.txid}`, JSON.stringify(await esplora.tx(utxo!.txid)), 'application/json'],
        [`tx/${utxo!.txid}/status`, JSON.stringify(await esplora.txStatus(utxo!.txid)), 'application/json'],
        [`tx/${utxo!.txid}/hex`, await esplora.txHex(utxo!.txid), 'text/plain'],
        ['blocks/tip/height', String(await esplora.tipHeight()), 'text/plain'],
        ['blocks/tip/hash', await esplora.tipHash(), 'text/plain'],
        ['fee-estimates', JSON.stringify(await esplora.feeEstimates()), 'application/json'],
      ];
      for (const [path, expected, type] of cases) {
        const response = await esploraGet(path, bitcoin.caipNetworkId, { headers: { origin: APP_ORIGIN } });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type')).toContain(type);
        expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
        expect(type === 'text/plain' ? response.text : JSON.stringify(response.json)).toBe(expected);
      }
    });

    it('passes the Esplora’s own 404 on, and the widget’s base URL shape works', async () => {
      const missing = await esploraGet(`tx/${'ab'.repeat(32)}`);
      expect(missing.status).toBe(404);
      expect(missing.text).toBe('Transaction not found');
      // `${apiUrl}/v1/esplora?chainId=…&projectId=…` with a path put before the query.
      const base = new URL(
        `${server.url}/v1/esplora?chainId=${encodeURIComponent(bitcoin.caipNetworkId)}&projectId=${PROJECT}`,
      );
      const response = await fetch(`${base.origin}${base.pathname}/blocks/tip/height${base.search}`);
      expect(await response.text()).toBe(String(await esplora.tipHeight()));
    });

    it('refuses every other path, method and parameter before any upstream sees it', async () => {
      esploraFront.requests.length = 0;
      const txid = 'ab'.repeat(32);
      const refusedPaths: [string, number, string][] = [
        ['mempool', 404, 'NOT_FOUND'],
        ['mempool/txids', 404, 'NOT_FOUND'],
        ['blocks', 404, 'NOT_FOUND'],
        [`tx/${txid}/raw`, 404, 'NOT_FOUND'],
        [`tx/${txid}/outspends`, 404, 'NOT_FOUND'],
        [`address/${bitcoin.accounts[0]!.payment.address}/../../mine`, 404, 'NOT_FOUND'],
        [`address/${bitcoin.accounts[0]!.payment.address}%2F..%2F..%2Fmine`, 404, 'NOT_FOUND'],
        ['tx', 404, 'NOT_FOUND'],
        [`address/${MAINNET_ADDRESS}`, 400, 'BAD_REQUEST'],
        ['address/not-an-address/utxo', 400, 'BAD_REQUEST'],
        ['tx/1234/hex', 400, 'BAD_REQUEST'],
      ];
      for (const [path, status, code] of refusedPaths) {
        const response = await esploraGet(path);
        expect(response.status, path).toBe(status);
        expect(errorBody(response.json).code, path).toBe(code);
      }
      const bare = await get('/v1/esplora', { query: { chainId: bitcoin.caipNetworkId } });
      expect(bare.status).toBe(404);
      expect(errorBody(bare.json).message).toContain('address/:address/utxo');
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const response = await call(server.url, method, '/v1/esplora/tx', {
          query: { projectId: PROJECT, chainId: bitcoin.caipNetworkId },
          headers: { 'content-type': 'text/plain' },
          body: '0200000001',
        });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toContain('GET');
        expect(errorBody(response.json).code).toBe('METHOD_NOT_ALLOWED');
      }
      for (const chainId of [solana.caipNetworkId, 'eip155:1', 'bip122:000000000019d6689c085ae165831e93']) {
        const response = await esploraGet('blocks/tip/height', chainId);
        expect(response.status).toBe(400);
        expect(errorBody(response.json).field).toBe('chainId');
      }
      expect(esploraFront.requests).toEqual([]);
    });

    it('refuses other origins and unknown projects, and answers preflights of allowed origins', async () => {
      const foreign = await esploraGet('blocks/tip/height', undefined, {
        headers: { origin: 'https://evil.com' },
      });
      expect(foreign.status).toBe(403);
      expect(errorBody(foreign.json).code).toBe('ORIGIN_NOT_ALLOWED');
      const unknown = await esploraGet('blocks/tip/height', undefined, { query: { projectId: 'nope' } });
      expect(errorBody(unknown.json).code).toBe('UNKNOWN_PROJECT');
      const preflight = await call(server.url, 'OPTIONS', '/v1/esplora/blocks/tip/height', {
        query: { projectId: PROJECT, chainId: bitcoin.caipNetworkId },
        headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    });
  });

  describe('upstream failures', () => {
    const behaviours = ['garbage', 'http500', 'wrongContent', 'hang'] as const;

    it.each(behaviours)('falls back to the next upstream when the first does "%s"', async (behaviour) => {
      const [solanaFirst, esploraFirst] = await Promise.all([
        startFlakyUpstream(solana.rpcUrl),
        startFlakyUpstream(bitcoin.esploraUrl),
      ]);
      try {
        await withServer({ chains: chains([solanaFirst.url], [esploraFirst.url]) }, async (other) => {
          esploraFirst.behaviour = behaviour;
          const btcAddress = bitcoin.accounts[3]!.payment.address;
          const [btc] = balancesOf((await balance(btcAddress, bitcoin.caipNetworkId, other)).json);
          expect(btc?.quantity.numeric).toBe(
            formatUnits(BigInt(esploraBalanceOf(await esplora.address(btcAddress))), 8),
          );
          const height = await get(
            '/v1/esplora/blocks/tip/height',
            { query: { chainId: bitcoin.caipNetworkId } },
            other,
          );
          expect(height.text).toBe(String(await esplora.tipHeight()));
          expect(esploraFirst.requests).toHaveLength(1);

          // A well-formed JSON-RPC answer of the wrong content is not an endpoint failure: see the next test.
          if (behaviour === 'wrongContent') return;
          solanaFirst.behaviour = behaviour;
          const owner = solana.accounts[5]!.address;
          const sol = bySymbol(balancesOf((await balance(owner, solana.caipNetworkId, other)).json));
          expect(sol.SOL?.quantity.numeric).toBe((await solanaExpected(5)).SOL);
          expect(solanaFirst.requests).toHaveLength(1);
        });
      } finally {
        await Promise.all([solanaFirst.close(), esploraFirst.close()]);
      }
    });

    it('answers 502 naming each endpoint when every upstream answers garbage, and 504 when every one hangs', async () => {
      const [solanaOnly, esploraOnly] = await Promise.all([
        startFlakyUpstream(solana.rpcUrl),
        startFlakyUpstream(bitcoin.esploraUrl),
      ]);
      const config = { chains: { ...chains() } };
      config.chains[solana.caipNetworkId] = {
        ...config.chains[solana.caipNetworkId],
        rpcUrls: [solanaOnly.url],
      };
      config.chains[bitcoin.caipNetworkId] = {
        ...config.chains[bitcoin.caipNetworkId],
        esploraUrls: [esploraOnly.url, esploraOnly.url],
      };
      try {
        await withServer(config, async (other) => {
          const btcAddress = bitcoin.accounts[4]!.payment.address;
          esploraOnly.behaviour = 'wrongContent';
          const garbled = await balance(btcAddress, bitcoin.caipNetworkId, other);
          expect(garbled.status).toBe(502);
          expect(errorBody(garbled.json)).toMatchObject({ code: 'UPSTREAM_ERROR' });
          expect(errorBody(garbled.json).message).toBe(
            `Every Esplora endpoint of ${bitcoin.caipNetworkId} failed: ` +
              `Invalid response from Esplora endpoint 1 of ${bitcoin.caipNetworkId}: not the JSON this path answers; ` +
              `Invalid response from Esplora endpoint 2 of ${bitcoin.caipNetworkId}: not the JSON this path answers`,
          );
          esploraOnly.behaviour = 'garbage';
          const proxied = await get(
            '/v1/esplora/blocks/tip/height',
            { query: { chainId: bitcoin.caipNetworkId } },
            other,
          );
          expect(proxied.status).toBe(502);
          expect(errorBody(proxied.json).message).toContain('not the text this path answers');

          solanaOnly.behaviour = 'wrongContent';
          const unreadable = await balance(solana.accounts[5]!.address, solana.caipNetworkId, other);
          expect(unreadable.status).toBe(502);
          expect(errorBody(unreadable.json).message).toBe(
            `Reading balances on ${solana.caipNetworkId} failed: the node's getBalance answer is not readable`,
          );

          esploraOnly.behaviour = 'hang';
          solanaOnly.behaviour = 'hang';
          const started = performance.now();
          const [btcHang, solHang] = await Promise.all([
            balance(btcAddress, bitcoin.caipNetworkId, other),
            balance(solana.accounts[6]!.address, solana.caipNetworkId, other),
          ]);
          expect(performance.now() - started).toBeLessThan(4 * TIMEOUT_MS + 1_000);
          expect(btcHang.status).toBe(504);
          expect(errorBody(btcHang.json)).toEqual({
            code: 'UPSTREAM_TIMEOUT',
            message: `Every Esplora endpoint of ${bitcoin.caipNetworkId} did not answer within ${TIMEOUT_MS} ms`,
          });
          expect(solHang.status).toBe(504);
        });
      } finally {
        await Promise.all([solanaOnly.close(), esploraOnly.close()]);
      }
    });
  });

  describe('Solana and Bitcoin history', () => {
    const history = (account: string, chainId: string, cursor?: string, on?: RunningServer) =>
      get(`/v1/account/${account}/history`, { query: { chainId, cursor } }, on);
    const pageOf = (json: unknown) => z.parse(HistoryResponseSchema, json);
    async function everyPage(account: string, chainId: string) {
      const ids: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const response = await history(account, chainId, cursor);
        expect(response.status, response.text).toBe(200);
        const body = pageOf(response.json);
        expect(body.data.length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE);
        ids.push(...body.data.map((item) => item.id));
        cursor = body.next ?? undefined;
        pages += 1;
      } while (cursor && pages < 20);
      return { ids, pages };
    }

    it('reads a transfer from an account holding more lamports than 2^53 exactly (the node writes u64 as a bare number)', async () => {
      const whale = await generateKeyPairSigner();
      const held = 10n ** 18n + 1n;
      solana.chain.svm.setAccount({
        address: whale.address,
        lamports: lamports(held),
        programAddress: SYSTEM_PROGRAM_ADDRESS,
        executable: false,
        data: new Uint8Array(),
        space: 0n,
      });
      const recipient = (await generateKeyPairSigner()).address;
      const transaction = await signedTransaction(kit, whale, [
        getTransferSolInstruction({ source: whale, destination: recipient, amount: 1_000_000_000n }),
      ]);
      const signature = await kit.rpc
        .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
        .send();
      const response = await history(recipient, solana.caipNetworkId);
      expect(response.status, response.text).toBe(200);
      const item = pageOf(response.json).data.find((entry) => entry.id === signature);
      expect(item?.transfers.map((transfer) => [transfer.direction, transfer.quantity.numeric])).toEqual([
        ['in', '1'],
      ]);
      const sent = pageOf((await history(whale.address, solana.caipNetworkId)).json);
      expect(sent.data.find((entry) => entry.id === signature)?.metadata.operationType).toBe('send');
      // The proxy answers the balance exactly, as a string: never a rounded JSON number.
      const proxied = await call(server.url, 'POST', '/v1/', {
        body: { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [whale.address] },
        query: { projectId: PROJECT, chainId: solana.caipNetworkId },
      });
      const left = held - 1_000_000_000n - 5_000n;
      expect(proxied.text).toContain(`"value":"${left}"`);
    });

    it('maps SOL and SPL transfers from getTransaction to both sides, and pages with the `before` signature', async () => {
      const [from, to, third] = [solana.accounts[7]!, solana.accounts[8]!, solana.accounts[9]!];
      const sender = await signerOf(from);
      const send = async (instructions: Parameters<typeof signedTransaction>[2]) => {
        const transaction = await signedTransaction(kit, sender, instructions);
        return kit.rpc
          .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
          .send();
      };
      const both = await send([
        getTransferSolInstruction({ source: sender, destination: to.address, amount: 250_000_000n }),
        getTransferCheckedInstruction({
          source: from.tokenAccounts.usdc,
          mint: solana.mints.usdc.address,
          destination: to.tokenAccounts.usdc,
          authority: sender,
          amount: 1_500_000n,
          decimals: 6,
        }),
      ]);
      const sent = pageOf((await history(from.address, solana.caipNetworkId)).json);
      const item = sent.data.find((entry) => entry.id === both);
      expect(item?.metadata).toMatchObject({
        chain: solana.caipNetworkId,
        operationType: 'send',
        status: 'confirmed',
        sentFrom: from.address,
        sentTo: to.address,
      });
      expect(item?.transfers).toEqual([
        expect.objectContaining({
          direction: 'out',
          quantity: { decimals: '9', numeric: '0.25' },
          fungible_info: expect.objectContaining({ symbol: 'SOL' }),
          is_spam: false,
        }),
        expect.objectContaining({
          direction: 'out',
          quantity: { decimals: '6', numeric: '1.5' },
          fungible_info: expect.objectContaining({
            symbol: 'USDC',
            address: `${solana.caipNetworkId}:${solana.mints.usdc.address}`,
          }),
          is_spam: false,
        }),
      ]);
      const received = pageOf((await history(to.address, solana.caipNetworkId)).json);
      const incoming = received.data.find((entry) => entry.id === both);
      expect(incoming?.metadata.operationType).toBe('receive');
      expect(incoming?.transfers.map((transfer) => [transfer.direction, transfer.quantity.numeric])).toEqual([
        ['in', '0.25'],
        ['in', '1.5'],
      ]);

      const signatures: string[] = [];
      for (let index = 0; index < HISTORY_PAGE_SIZE + 3; index += 1)
        signatures.push(
          await send([
            getTransferSolInstruction({
              source: sender,
              destination: third.address,
              amount: BigInt(1_000 + index),
            }),
          ]),
        );
      const { ids, pages } = await everyPage(third.address, solana.caipNetworkId);
      const onChain = await kit.rpc.getSignaturesForAddress(third.address).send();
      expect(ids).toEqual(onChain.map((entry) => entry.signature));
      expect(ids.slice(0, signatures.length)).toEqual([...signatures].reverse());
      expect(pages).toBeGreaterThanOrEqual(2);
    });

    it('lists an SPL transfer into the account’s token account that does not name the owner, in order across pages', async () => {
      const [from, to] = [solana.accounts[1]!, solana.accounts[6]!];
      const sender = await signerOf(from);
      const send = async (instructions: Parameters<typeof signedTransaction>[2]) => {
        const transaction = await signedTransaction(kit, sender, instructions);
        return kit.rpc
          .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
          .send();
      };
      const intoTokenAccount = (amount: bigint) =>
        send([
          getTransferCheckedInstruction({
            source: from.tokenAccounts.usdc,
            mint: solana.mints.usdc.address,
            destination: to.tokenAccounts.usdc,
            authority: sender,
            amount,
            decimals: 6,
          }),
        ]);
      const quiet = await intoTokenAccount(2_000_000n);
      // The owner is not among the transaction's accounts: its own signature list does not have it.
      const ownerList = await kit.rpc.getSignaturesForAddress(to.address).send();
      expect(ownerList.map((entry) => entry.signature)).not.toContain(quiet);
      const first = pageOf((await history(to.address, solana.caipNetworkId)).json);
      const item = first.data.find((entry) => entry.id === quiet);
      expect(item?.metadata).toMatchObject({
        operationType: 'receive',
        status: 'confirmed',
        sentTo: to.address,
      });
      expect(item?.transfers).toEqual([
        expect.objectContaining({
          direction: 'in',
          quantity: { decimals: '6', numeric: '2' },
          fungible_info: expect.objectContaining({ symbol: 'USDC' }),
          is_spam: false,
        }),
      ]);
      // Interleaved with transfers that do name the owner, over more than one page: each once, newest first.
      const sent = [quiet];
      for (let index = 0; index < HISTORY_PAGE_SIZE + 4; index += 1)
        sent.push(
          index % 2 === 0
            ? await intoTokenAccount(BigInt(1_000 + index))
            : await send([
                getTransferSolInstruction({
                  source: sender,
                  destination: to.address,
                  amount: BigInt(5_000 + index),
                }),
              ]),
        );
      await new Promise((resolve) => setTimeout(resolve, HISTORY_CACHE_MS));
      const { ids, pages } = await everyPage(to.address, solana.caipNetworkId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.slice(0, sent.length)).toEqual([...sent].reverse());
      expect(pages).toBeGreaterThanOrEqual(2);
    });

    it('lists Bitcoin mempool transactions as pending first, then confirmed ones, paging by the last txid', async () => {
      const [from, to] = [bitcoin.accounts[7]!.payment, bitcoin.accounts[8]!.payment];
      const hex = await signedTransfer(esplora, { from, kind: 'p2wpkh', to: to.address, amount: 2_500_000n });
      const broadcast = await esplora.broadcast(hex);
      expect(broadcast.status).toBe(200);
      const txid = broadcast.text;
      const [sent, received] = await Promise.all([
        history(from.address, bitcoin.caipNetworkId),
        history(to.address, bitcoin.caipNetworkId),
      ]);
      const out = pageOf(sent.json).data[0];
      expect(out).toMatchObject({
        id: txid,
        metadata: { status: 'pending', operationType: 'send', sentFrom: from.address, sentTo: to.address },
      });
      expect(out?.transfers).toEqual([
        expect.objectContaining({
          direction: 'out',
          quantity: { decimals: '8', numeric: '0.025' },
          fungible_info: expect.objectContaining({ symbol: 'BTC' }),
        }),
      ]);
      const incoming = pageOf(received.json).data[0];
      expect(incoming).toMatchObject({ id: txid, metadata: { status: 'pending', operationType: 'receive' } });
      expect(incoming?.transfers.map((transfer) => [transfer.direction, transfer.quantity.numeric])).toEqual([
        ['in', '0.025'],
      ]);
      await esplora.mine(1);
      // Pages are kept for up to HISTORY_CACHE_MS.
      await expect
        .poll(
          async () =>
            pageOf((await history(to.address, bitcoin.caipNetworkId)).json).data[0]?.metadata.status,
          {
            timeout: 5_000,
          },
        )
        .toBe('confirmed');

      for (let index = 0; index < HISTORY_PAGE_SIZE + 6; index += 1) {
        const payment = await signedTransfer(esplora, {
          from,
          kind: 'p2wpkh',
          to: to.address,
          amount: BigInt(10_000 + index),
        });
        expect((await esplora.broadcast(payment)).status).toBe(200);
        await esplora.mine(1);
      }
      // The first page read above may still be kept (CachedHistory).
      await new Promise((resolve) => setTimeout(resolve, HISTORY_CACHE_MS));
      const { ids, pages } = await everyPage(to.address, bitcoin.caipNetworkId);
      const expected: string[] = [];
      let chunk = await esplora.txs(to.address);
      while (chunk.length > 0) {
        expected.push(...chunk.map((tx) => tx.txid));
        chunk = chunk.length < 25 ? [] : await esplora.chainTxsAfter(to.address, expected.at(-1)!);
      }
      expect(ids).toEqual(expected);
      expect(new Set(ids).size).toBe(ids.length);
      expect(pages).toBeGreaterThanOrEqual(2);
    });

    it('dates a pending Bitcoin transaction by when the server first saw it, the same on every read, then by its block', async () => {
      const [from, to] = [bitcoin.accounts[5]!.payment, bitcoin.accounts[6]!.payment];
      const before = Date.now();
      const hex = await signedTransfer(esplora, { from, kind: 'p2wpkh', to: to.address, amount: 1_200_000n });
      const txid = (await esplora.broadcast(hex)).text;
      const minedAt = async (account: string) =>
        pageOf((await history(account, bitcoin.caipNetworkId)).json).data.find((item) => item.id === txid)
          ?.metadata;
      const first = await minedAt(to.address);
      expect(first?.status).toBe('pending');
      const seen = Date.parse(first?.minedAt ?? '');
      expect(seen).toBeGreaterThanOrEqual(before - 1_000);
      expect(seen).toBeLessThanOrEqual(Date.now());
      // Later reads (past the page cache), from either side, give the same time: not the time of the read.
      await new Promise((resolve) => setTimeout(resolve, HISTORY_CACHE_MS + 200));
      expect((await minedAt(from.address))?.minedAt).toBe(first?.minedAt);
      expect((await minedAt(to.address))?.minedAt).toBe(first?.minedAt);
      await esplora.mine(1);
      await new Promise((resolve) => setTimeout(resolve, HISTORY_CACHE_MS + 200));
      const mined = await minedAt(to.address);
      const status = (await esplora.txs(to.address)).find((tx) => tx.txid === txid)?.status;
      expect(mined?.status).toBe('confirmed');
      const blockTime = status?.confirmed ? status.block_time : 0;
      expect(mined?.minedAt).toBe(new Date(blockTime * 1000).toISOString());
    });

    it('answers 400 on a bad cursor, 502 on a garbled upstream and 504 on a silent one', async () => {
      const cases: [string, string, string][] = [
        [solana.accounts[7]!.address, solana.caipNetworkId, 'not-a-signature'],
        [bitcoin.accounts[7]!.payment.address, bitcoin.caipNetworkId, 'zz'.repeat(32)],
      ];
      for (const [account, chainId, cursor] of cases) {
        const response = await history(account, chainId, cursor);
        expect(response.status).toBe(400);
        expect(errorBody(response.json)).toMatchObject({ code: 'BAD_REQUEST', field: 'cursor' });
      }
      const [solanaOnly, esploraOnly] = await Promise.all([
        startFlakyUpstream(solana.rpcUrl),
        startFlakyUpstream(bitcoin.esploraUrl),
      ]);
      const config = { chains: { ...chains() } };
      config.chains[solana.caipNetworkId] = {
        ...config.chains[solana.caipNetworkId],
        rpcUrls: [solanaOnly.url],
      };
      config.chains[bitcoin.caipNetworkId] = {
        ...config.chains[bitcoin.caipNetworkId],
        esploraUrls: [esploraOnly.url],
      };
      try {
        await withServer(config, async (other) => {
          const targets = [
            [solana.accounts[7]!.address, solana.caipNetworkId],
            [bitcoin.accounts[7]!.payment.address, bitcoin.caipNetworkId],
          ] as const;
          for (const behaviour of ['garbage', 'wrongContent', 'hang'] as const) {
            solanaOnly.behaviour = behaviour;
            esploraOnly.behaviour = behaviour;
            for (const [account, chainId] of targets) {
              const response = await history(account, chainId, undefined, other);
              expect(response.status, `${behaviour} ${chainId}`).toBe(behaviour === 'hang' ? 504 : 502);
              expect(errorBody(response.json).code).toBe(
                behaviour === 'hang' ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_ERROR',
              );
            }
          }
        });
      } finally {
        await Promise.all([solanaOnly.close(), esploraOnly.close()]);
      }
    });
  });

  describe('budgets', () => {
    it('limits the Esplora proxy per client and per project, like the RPC proxy', async () => {
      const limited = `${PROJECT}-limited`;
      const origins = [APP_ORIGIN, 'https://two.example.com', 'https://three.example.com'];
      await createProject(testDb.database, {
        id: limited,
        allowedOrigins: parseAllowedOrigins(origins),
        rateLimit: { perSecond: 1, burst: 30 },
      });
      await withServer({ trustProxy: TRUST_LOOPBACK_PROXY, chains: chains() }, async (other) => {
        const send = (ip: string, origin = APP_ORIGIN) =>
          call(other.url, 'GET', '/v1/esplora/blocks/tip/height', {
            query: { projectId: limited, chainId: bitcoin.caipNetworkId },
            headers: { 'x-forwarded-for': ip, origin },
          });
        const answered = (responses: { status: number }[]) =>
          responses.filter((response) => response.status === 200).length;
        // One IP gets its share (20% of the project's, at least a burst of 10), then 429 with Retry-After
        // (one more token may have been refilled meanwhile at 1/s).
        // In sequence: concurrent requests would meet the in-flight limit (rpcConcurrency.ts) first.
        const sequence = async (count: number, next: (index: number) => Promise<CallResult>) => {
          const responses: CallResult[] = [];
          for (let index = 0; index < count; index++) responses.push(await next(index));
          return responses;
        };
        const flood = await sequence(14, () => send('10.9.0.1'));
        expect(answered(flood)).toBeGreaterThanOrEqual(10);
        expect(answered(flood)).toBeLessThanOrEqual(11);
        const refused = flood.find((response) => response.status === 429);
        expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(errorBody(refused?.json).code).toBe('RATE_LIMITED');
        // Another client of the same project still gets answers…
        expect((await send('10.9.0.2')).status).toBe(200);
        // …until the project's own burst (30) is spent, whatever the clients.
        const rest = await sequence(30, (index) => send(`10.9.1.${index}`, origins[1 + (index % 2)]));
        expect(answered(flood) + 1 + answered(rest)).toBeGreaterThanOrEqual(30);
        expect(answered(flood) + 1 + answered(rest)).toBeLessThanOrEqual(31);
        expect(rest.some((response) => response.status === 429)).toBe(true);
      });
    });
  });
}
