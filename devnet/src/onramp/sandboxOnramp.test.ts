// The sandbox on-ramp inside the devnet stack, through gangway-server: a quote, a checkout opened for an address,
// the test card paid on the checkout page, the purchase arriving on its chain (USDC on an anvil chain, SOL on the
// Solana devnet, BTC mined on regtest) and the purchase completed by the sandbox's signed webhook; a declined card
// fails the purchase and moves nothing.
import { NATIVE_TOKEN_ADDRESS } from '@gangway/protocol';
import { encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAccounts } from '../accounts.ts';
import { jsonRpc } from '../json-rpc.ts';
import { type Stack, startStack } from '../stack/startStack.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ ports: 'auto', demo: false, walletDataset: false });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

async function api(path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = `${stack.apiUrl}${path}${path.includes('?') ? '&' : '?'}projectId=${stack.projectId}`;
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Opens the checkout, pays it with `card`, and waits for the server's purchase to leave pending. */
async function buy(chainId: string, asset: string, address: string, card: string) {
  const quote = await api('/v1/onramp/quote', {
    purchaseCurrency: asset,
    paymentCurrency: 'USD',
    amount: '50.00',
    network: chainId,
  });
  expect(quote.status, JSON.stringify(quote.json)).toBe(200);
  const checkout = await api('/v1/generators/onrampurl', {
    destinationWallets: [{ address, blockchains: [chainId], assets: [asset] }],
    defaultNetwork: chainId,
    presetFiatAmount: '50.00',
    paymentCurrency: 'USD',
    provider: 'sandbox',
  });
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
  const { url, purchaseId } = checkout.json as { url: string; purchaseId: string };
  const page = await fetch(url);
  expect(await page.text()).toContain(address);
  const paid = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, expiry: '12/34', cvc: '123' }).toString(),
  });
  const receipt = await paid.text();
  for (;;) {
    const purchase = await api(`/v1/onramp/purchases/${purchaseId}`);
    if (purchase.json.status !== 'pending') return { purchase: purchase.json, receipt, quote: quote.json };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the sandbox on-ramp', () => {
  it('sells USDC on an anvil chain: the tokens arrive and the purchase completes', async () => {
    const chain = stack.devnet.chains.find((candidate) => candidate.chainId === 137)!;
    const usdc = stack.devnet.contracts[137]!.usdc;
    const buyer = devAccounts()[8]!.address;
    const balance = async () =>
      BigInt(
        await jsonRpc<Hex>(chain.rpcUrl, 'eth_call', [
          { to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [buyer] }) },
          'latest',
        ]),
      );
    const before = await balance();
    const { purchase, receipt, quote } = await buy(
      chain.caipNetworkId,
      `${chain.caipNetworkId}:${usdc}`,
      buyer,
      '4242 4242 4242 4242',
    );
    expect(receipt).toContain('Payment complete');
    expect(purchase).toMatchObject({ status: 'completed', provider: 'sandbox', symbol: 'USDC' });
    // 50.00 USD less 1.5% (0.75) and 0.10 of network fee, at 1 USD.
    expect((quote as { purchaseAmount: { amount: string } }).purchaseAmount.amount).toBe('49.15');
    expect((await balance()) - before).toBe(49_150_000n);
    expect(purchase.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('sells SOL on the Solana devnet', async () => {
    const buyer = stack.solana.accounts[5]!.address;
    const balance = async () =>
      BigInt((await jsonRpc<{ value: number }>(stack.solana.rpcUrl, 'getBalance', [buyer])).value);
    const before = await balance();
    const { purchase } = await buy(
      stack.solana.caipNetworkId,
      `${stack.solana.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`,
      buyer,
      '4242424242424242',
    );
    expect(purchase).toMatchObject({ status: 'completed', symbol: 'SOL' });
    // 49.15 USD at 150 USD per SOL.
    expect((await balance()) - before).toBe(327_666_666n);
  });

  it('sells SPL USDC on the Solana devnet (minted to a new token account)', async () => {
    const buyer = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    const mint = stack.solana.mints.usdc.address;
    const { purchase } = await buy(
      stack.solana.caipNetworkId,
      `${stack.solana.caipNetworkId}:${mint}`,
      buyer,
      '4242424242424242',
    );
    expect(purchase).toMatchObject({ status: 'completed', symbol: 'USDC' });
    const accounts = await jsonRpc<{
      value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
    }>(stack.solana.rpcUrl, 'getTokenAccountsByOwner', [buyer, { mint }, { encoding: 'jsonParsed' }]);
    expect(accounts.value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('49150000');
  });

  it('sells BTC on regtest, mined into a block', async () => {
    const buyer = stack.bitcoin.accounts[6]!.payment.address;
    const funded = async () => {
      const stats = (await (await fetch(`${stack.bitcoin.esploraUrl}/address/${buyer}`)).json()) as {
        chain_stats: { funded_txo_sum: number };
      };
      return BigInt(stats.chain_stats.funded_txo_sum);
    };
    const before = await funded();
    const { purchase } = await buy(
      stack.bitcoin.caipNetworkId,
      `${stack.bitcoin.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`,
      buyer,
      '4242424242424242',
    );
    expect(purchase).toMatchObject({ status: 'completed', symbol: 'BTC' });
    expect((await funded()) - before).toBe(81_916n);
  });

  it('fails the purchase of a declined card and moves nothing', async () => {
    const chain = stack.devnet.chains.find((candidate) => candidate.chainId === 1)!;
    const buyer = devAccounts()[8]!.address;
    const before = await jsonRpc<Hex>(chain.rpcUrl, 'eth_getBalance', [buyer, 'latest']);
    const { purchase, receipt } = await buy(
      chain.caipNetworkId,
      `${chain.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`,
      buyer,
      '4000 0000 0000 0002',
    );
    expect(receipt).toContain('Payment declined');
    expect(purchase.status).toBe('failed');
    expect(await jsonRpc<Hex>(chain.rpcUrl, 'eth_getBalance', [buyer, 'latest'])).toBe(before);
  });
});
