// The adapter over a Wallet Standard wallet: discovery, connect, reconnect, events, signing, switching.
import type { Connector } from '@gangway/core';
import { ERROR_MESSAGES, parseBitcoinAddress } from '@gangway/protocol';
import { base64, hex } from '@scure/base';
import { afterEach, describe, expect, it } from 'vitest';
import { bitcoinAdapter } from './bitcoinAdapter.ts';
import { verifyMessageSignature } from './message/verifySignature.ts';
import { createFakeStandardWallet, type FakeStandardWallet } from './testing/fakeStandardWallet.ts';
import { bitcoinMainnet, regtestNetwork } from './testing/networks.ts';

const regtest = regtestNetwork();
const wallets: FakeStandardWallet[] = [];
afterEach(() => {
  for (const wallet of wallets.splice(0)) wallet.unregister();
});

function setup(options: Parameters<typeof createFakeStandardWallet>[0] = {}, adapterOptions = {}) {
  const fake = createFakeStandardWallet(options);
  wallets.push(fake);
  const adapter = bitcoinAdapter(adapterOptions);
  adapter.setup({ networks: [regtest, bitcoinMainnet] });
  let connectors: readonly Connector[] = [];
  adapter.watchConnectors((list) => {
    connectors = list;
  });
  const connector = connectors.find((candidate) => candidate.name === fake.wallet.name)!;
  const events: unknown[] = [];
  adapter.subscribe((event) => events.push(event));
  return { fake, adapter, connector, connectors: () => connectors, events };
}

const accountsOf = (fake: FakeStandardWallet) => [
  { address: fake.keys[0]!.address, type: 'payment', publicKey: hex.encode(fake.keys[0]!.publicKey) },
  { address: fake.keys[1]!.address, type: 'ordinal', publicKey: hex.encode(fake.keys[1]!.publicKey) },
];

describe('bitcoinAdapter over Wallet Standard', () => {
  it('lists wallets with a bitcoin chain and bitcoin:connect, with the CAIP ids they serve', () => {
    const { fake, connector, connectors } = setup({ chains: ['bitcoin:regtest', 'bitcoin:mainnet'] });
    expect(connector).toMatchObject({
      id: fake.wallet.name,
      type: 'ANNOUNCED',
      chain: 'bip122',
      imageUrl: fake.wallet.icon,
      chains: ['bip122:000000000019d6689c085ae165831e93', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
    });
    const solanaOnly = createFakeStandardWallet({ chains: ['solana:devnet'] });
    wallets.push(solanaOnly);
    expect(connectors().map((candidate) => candidate.name)).not.toContain(solanaOnly.wallet.name);
  });

  it('connects payment then ordinal accounts with their keys, asking for both purposes, and restores silently', async () => {
    const { fake, adapter, connector } = setup();
    const connection = await adapter.connect({ connector, network: regtest });
    expect(fake.calls[0]).toEqual({
      feature: 'bitcoin:connect',
      input: { purposes: ['payment', 'ordinals'] },
    });
    expect(connection).toEqual({
      connectorId: connector.id,
      accounts: accountsOf(fake),
      caipNetworkId: regtest.caipNetworkId,
    });
    const later = bitcoinAdapter();
    later.setup({ networks: [regtest] });
    await expect(later.reconnect({ connector, network: regtest })).resolves.toEqual(connection);
    expect(fake.calls).toHaveLength(1);
    await adapter.disconnect({ connector });
    await expect(later.reconnect({ connector, network: regtest })).resolves.toBeNull();
  });

  it('puts the ordinal account first when that is the preferred type', async () => {
    const { fake, adapter, connector } = setup({}, { preferredAccountType: 'ordinal' });
    const { accounts } = await adapter.connect({ connector, network: regtest });
    expect(accounts.map((account) => account.address)).toEqual([
      fake.keys[1]!.address,
      fake.keys[0]!.address,
    ]);
  });

  it("refuses a wallet without any requested chain with 'The connector does not support any of the requested chains'", async () => {
    const { adapter, connector } = setup({ chains: ['bitcoin:testnet'] });
    await expect(adapter.connect({ connector, network: regtest })).rejects.toThrow(
      ERROR_MESSAGES.CONNECTOR_UNSUPPORTED_CHAINS,
    );
  });

  it('connects on another requested chain when the wallet lacks the asked one', async () => {
    const { adapter, connector } = setup();
    const connection = await adapter.connect({ connector, network: bitcoinMainnet });
    expect(connection.caipNetworkId).toBe(regtest.caipNetworkId);
  });

  it('maps a refusal, an empty answer and a wrong-length key to catalogue errors, leaving nothing connected', async () => {
    const { fake, adapter, connector, events } = setup();
    fake.behaviour.connect = 'reject';
    await expect(adapter.connect({ connector, network: regtest })).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
    });
    fake.behaviour.connect = 'none';
    await expect(adapter.connect({ connector, network: regtest })).rejects.toMatchObject({
      code: 'NO_ACCOUNTS',
    });
    fake.behaviour.connect = 'short key';
    await expect(adapter.connect({ connector, network: regtest })).rejects.toThrow(
      `the public key of ${fake.keys[0]!.address} does not match it`,
    );
    fake.emitChange([fake.accounts[0]!]);
    expect(events).toEqual([]);
  });

  it('reports account changes and a wallet that drops every account', async () => {
    const { fake, adapter, connector, events } = setup();
    await adapter.connect({ connector, network: regtest });
    fake.emitChange([fake.accounts[0]!]);
    fake.emitChange([]);
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId: connector.id, accounts: [accountsOf(fake)[0]] },
      { type: 'disconnected', connectorId: connector.id },
    ]);
  });

  it('signs BIP-322 for segwit and taproot, checks it, and refuses a signature that does not verify', async () => {
    const { fake, adapter, connector } = setup();
    await adapter.connect({ connector, network: regtest });
    for (const key of fake.keys) {
      const signature = await adapter.signMessage({
        connector,
        address: key.address,
        message: 'Sign in to Gangway',
      });
      const parsed = parseBitcoinAddress(key.address)!;
      const bytes = new TextEncoder().encode('Sign in to Gangway');
      expect(verifyMessageSignature(parsed, bytes, base64.decode(signature))).toBe(true);
      expect(
        verifyMessageSignature(parsed, new TextEncoder().encode('other'), base64.decode(signature)),
      ).toBe(false);
    }
    expect(fake.calls.at(-1)?.input).toMatchObject({ protocol: 'bip322' });
    fake.behaviour.signature = 'garbage';
    await expect(
      adapter.signMessage({ connector, address: fake.keys[0]!.address, message: 'x' }),
    ).rejects.toThrow(`the signature does not verify for ${fake.keys[0]!.address}`);
  });

  it('fails a transfer whose coins cannot be read with a catalogue error, before the wallet sees it', async () => {
    const { fake, adapter, connector } = setup();
    await adapter.connect({ connector, network: regtest });
    const from = fake.keys[0]!.address;
    // Nothing listens at the network's Esplora URL.
    await expect(
      adapter.sendTransaction({
        connector,
        network: regtest,
        from,
        to: fake.keys[1]!.address,
        value: 10_000n,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(fake.calls.some((call) => call.feature === 'bitcoin:signAndSendTransaction')).toBe(false);
  });

  it('switches only to a chain the wallet serves', async () => {
    const { adapter, connector } = setup();
    await adapter.connect({ connector, network: regtest });
    await expect(adapter.switchNetwork({ connector, network: bitcoinMainnet })).rejects.toThrow(
      ERROR_MESSAGES.CHAIN_NOT_SUPPORTED,
    );
    await expect(adapter.switchNetwork({ connector, network: regtest })).resolves.toBeUndefined();
  });

  it('takes Bitcoin addresses only', () => {
    const adapter = bitcoinAdapter();
    expect(adapter.isAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    expect(adapter.isAddress('0x1111111111111111111111111111111111111111')).toBe(false);
  });
});
