/// <reference types="node" />
// @vitest-environment node
// Transfers against devnet's Esplora regtest server: the adapter builds the PSBT from the dev account's coins and
// fee estimates, the test wallet signs with the dev key and broadcasts (POST /tx, where the chain checks every
// script and signature), and the recipient's balance moves by the amount.

import type { Connector } from '@gangway/core';
import { BITCOIN_DEV_PRIVATE_KEYS, type BitcoinChain, startBitcoinChain } from '@gangway/devnet';
import { ERROR_MESSAGES } from '@gangway/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitcoinAdapter } from './bitcoinAdapter.ts';
import { createFakeStandardWallet, type FakeStandardWallet } from './testing/fakeStandardWallet.ts';
import { regtestNetwork } from './testing/networks.ts';

(globalThis as { window?: EventTarget }).window ??= new EventTarget();

let chain: BitcoinChain;
let fake: FakeStandardWallet;
beforeAll(async () => {
  chain = await startBitcoinChain({ port: 'auto', mineDelayMs: 0, log: () => undefined });
  fake = createFakeStandardWallet({
    privateKeys: {
      payment: BITCOIN_DEV_PRIVATE_KEYS.payment[0],
      ordinals: BITCOIN_DEV_PRIVATE_KEYS.ordinal[0],
    },
  });
  fake.behaviour.esploraUrl = chain.esploraUrl;
});
afterAll(async () => {
  fake.unregister();
  await chain.stop();
});

async function connected() {
  const network = regtestNetwork(chain.esploraUrl);
  const adapter = bitcoinAdapter();
  adapter.setup({ networks: [network] });
  let connectors: readonly Connector[] = [];
  adapter.watchConnectors((list) => {
    connectors = list;
  });
  const connector = connectors.find((candidate) => candidate.name === fake.wallet.name)!;
  const { accounts } = await adapter.connect({ connector, network });
  return { adapter, connector, network, accounts };
}

describe('Bitcoin transfers on devnet', () => {
  it('connects the funded dev accounts, whose balances Esplora reports', async () => {
    const { adapter, network, accounts } = await connected();
    const [payment, ordinal] = chain.accounts[0]
      ? [chain.accounts[0].payment, chain.accounts[0].ordinal]
      : [];
    expect(accounts.map((account) => account.address)).toEqual([payment!.address, ordinal!.address]);
    await expect(adapter.getNativeBalance({ address: ordinal!.address, network })).resolves.toEqual({
      value: 10_000n,
      decimals: 8,
      symbol: 'BTC',
    });
  });

  it('sends from the payment (P2WPKH) and the ordinal (P2TR) address; the recipient gains exactly the amount', async () => {
    const { adapter, connector, network, accounts } = await connected();
    const recipient = chain.accounts[1]!.payment.address;
    for (const [from, value] of [
      [accounts[0].address, 12_345_678n],
      [accounts[1]!.address, 5_000n],
    ] as const) {
      const before = (await adapter.getNativeBalance({ address: recipient, network })).value;
      const txid = await adapter.sendTransaction({ connector, network, from, to: recipient, value });
      expect(txid).toMatch(/^[0-9a-f]{64}$/);
      const after = (await adapter.getNativeBalance({ address: recipient, network })).value;
      expect(after - before).toBe(value);
      const tx = (await (await fetch(`${chain.esploraUrl}/tx/${txid}`)).json()) as {
        fee: number;
        weight: number;
      };
      // The fee follows the 3-block estimate (12 sat/vB on devnet).
      expect(tx.fee / Math.ceil(tx.weight / 4)).toBeGreaterThanOrEqual(11.5);
    }
  });

  it('refuses too little money, a dust amount and a recipient on another network, before the wallet sees anything', async () => {
    const { adapter, connector, network, accounts } = await connected();
    const from = accounts[0].address;
    const to = chain.accounts[2]!.payment.address;
    const calls = fake.calls.length;
    await expect(
      adapter.sendTransaction({ connector, network, from, to, value: 100_000_000_000n }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    await expect(adapter.sendTransaction({ connector, network, from, to, value: 100n })).rejects.toThrow(
      ERROR_MESSAGES.INVALID_OPTION({
        option: 'value',
        reason: `100 sats is below the dust limit of 294 sats for ${to}`,
      }),
    );
    await expect(
      adapter.sendTransaction({
        connector,
        network,
        from,
        to: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        value: 10_000n,
      }),
    ).rejects.toThrow(
      ERROR_MESSAGES.INVALID_OPTION({ option: 'to', reason: 'not a Bitcoin address on Bitcoin Regtest' }),
    );
    expect(fake.calls.slice(calls).map((call) => call.feature)).toEqual([]);
  });

  it('refuses a wallet reply that is not a transaction id', async () => {
    const { adapter, connector, network, accounts } = await connected();
    fake.behaviour.esploraUrl = undefined;
    fake.behaviour.txId = 'sent!';
    const sending = adapter.sendTransaction({
      connector,
      network,
      from: accounts[0].address,
      to: chain.accounts[2]!.payment.address,
      value: 10_000n,
    });
    await expect(sending).rejects.toThrow('the transaction id is not 64 hex characters');
    fake.behaviour.esploraUrl = chain.esploraUrl;
  });
});
