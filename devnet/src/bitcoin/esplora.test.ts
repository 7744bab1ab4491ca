import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, type EsploraClient, esploraClient } from './esplora-client.fixture.ts';
import { ORDINAL_FUNDING_SATS, PAYMENT_FUNDING_SATS } from './funding.ts';
import { REGTEST_GENESIS_HASH } from './network.ts';
import { type BitcoinChain, startBitcoinChain } from './start-bitcoin-chain.ts';

let chain: BitcoinChain;
let client: EsploraClient;
const sum = (values: readonly bigint[]) => Number(values.reduce((total, value) => total + value, 0n));

describe('the Esplora API of a fresh chain', () => {
  beforeAll(async () => {
    chain = await startBitcoinChain({ port: 'auto', mineDelayMs: false });
    client = esploraClient(chain.esploraUrl);
  });
  afterAll(() => chain.stop());

  it('starts on the regtest genesis with the funding in block 1', async () => {
    expect(chain).toMatchObject({
      network: 'regtest',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    });
    expect(chain.esploraUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await client.tipHeight()).toBe(1);
    expect(await client.blockHashAt(0)).toBe(REGTEST_GENESIS_HASH);
    const genesis = await client.block(REGTEST_GENESIS_HASH);
    expect(genesis).toMatchObject({
      height: 0,
      timestamp: 1296688602,
      nonce: 2,
      bits: 0x207fffff,
      previousblockhash: null,
    });
    const tip = await client.block(await client.tipHash());
    expect(tip).toMatchObject({ height: 1, tx_count: 1, previousblockhash: REGTEST_GENESIS_HASH });
    expect(Math.abs(tip.timestamp - Date.now() / 1000)).toBeLessThan(60);
  });

  it('funds every payment address with several coins and every ordinal address with one small coin', async () => {
    for (const account of chain.accounts) {
      const payment = await client.address(account.payment.address);
      expect(payment.chain_stats).toEqual({
        funded_txo_count: PAYMENT_FUNDING_SATS.length,
        funded_txo_sum: sum(PAYMENT_FUNDING_SATS),
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      });
      expect(balanceOf(payment)).toBe(161_100_000);
      const coins = await client.utxos(account.payment.address);
      expect(coins.map((coin) => coin.value).sort((a, b) => b - a)).toEqual(PAYMENT_FUNDING_SATS.map(Number));
      expect(coins[0]!.status).toMatchObject({ confirmed: true, block_height: 1 });
      const ordinal = await client.utxos(account.ordinal.address);
      expect(ordinal.map((coin) => coin.value)).toEqual(ORDINAL_FUNDING_SATS.map(Number));
    }
    const funding = await client.tx((await client.utxos(chain.accounts[0]!.payment.address))[0]!.txid);
    expect(funding.vin[0]).toMatchObject({ is_coinbase: true, prevout: null });
    expect(funding.vout[0]).toMatchObject({
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: chain.accounts[0]!.payment.address,
    });
  });

  it('serves a stable fee table with the targets Esplora serves, falling with the target', async () => {
    const estimates = await client.feeEstimates();
    const targets = Object.keys(estimates).map(Number);
    expect(targets).toEqual([...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008]);
    const rates = targets.map((target) => estimates[target]!);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(rates.at(-1)).toBeGreaterThanOrEqual(1);
    expect(await client.feeEstimates()).toEqual(estimates);
  });

  it('answers bad or unknown ids like Esplora, in plain text', async () => {
    expect(await client.request('/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual({
      status: 400,
      text: 'Invalid Bitcoin address',
    });
    expect(await client.request('/tx/xyz')).toEqual({ status: 400, text: 'Invalid hex string' });
    expect(await client.request(`/tx/${'00'.repeat(32)}`)).toEqual({
      status: 404,
      text: 'Transaction not found',
    });
    expect(await client.request(`/block/${'00'.repeat(32)}`)).toEqual({
      status: 404,
      text: 'Block not found',
    });
    expect(await client.request('/block-height/99')).toEqual({ status: 404, text: 'Block not found' });
    // bech32 is case-insensitive.
    const upper = await client.address(chain.accounts[0]!.payment.address.toUpperCase());
    expect(upper.address).toBe(chain.accounts[0]!.payment.address);
  });

  it('mines on POST /mine, and refuses a bad block count', async () => {
    const height = await client.tipHeight();
    const { hashes } = await client.mine(3);
    expect(hashes).toHaveLength(3);
    expect(await client.tipHeight()).toBe(height + 3);
    const blocks = await Promise.all(hashes.map((hash) => client.block(hash)));
    expect(blocks.map((block) => block.height)).toEqual([height + 1, height + 2, height + 3]);
    expect(blocks[1]!.previousblockhash).toBe(hashes[0]);
    expect(blocks[2]!.timestamp).toBeGreaterThan(blocks[1]!.timestamp);
    for (const body of ['{"blocks":0}', '{"blocks":1001}', '{"blocks":"x"}', 'nope']) {
      const response = await client.request('/mine', { method: 'POST', body });
      expect(response.status, body).toBe(400);
    }
    expect(await client.tipHeight()).toBe(height + 3);
  });

  it('says which port it could not take', async () => {
    const port = Number(new URL(chain.esploraUrl).port);
    await expect(startBitcoinChain({ port })).rejects.toThrow(
      `Bitcoin regtest: cannot listen on 127.0.0.1:${port}`,
    );
    expect(await client.tipHeight()).toBeGreaterThan(0);
  });

  it('lets pages call it from any origin', async () => {
    const preflight = await fetch(`${chain.esploraUrl}/tx`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const response = await fetch(`${chain.esploraUrl}/blocks/tip/height`, {
      headers: { origin: 'http://x.test' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
