// The adapter over a sats-connect provider, and discovery across both protocols.
import type { Connector } from '@gangway/core';
import { ERROR_MESSAGES } from '@gangway/protocol';
import { hex } from '@scure/base';
import { afterEach, describe, expect, it } from 'vitest';
import { bitcoinAdapter } from './bitcoinAdapter.ts';
import { type FakeSatsConnectWallet, installFakeSatsConnectWallet } from './testing/fakeSatsConnectWallet.ts';
import { createFakeStandardWallet } from './testing/fakeStandardWallet.ts';
import { bitcoinMainnet, regtestNetwork } from './testing/networks.ts';

const regtest = regtestNetwork();
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setup(options: Parameters<typeof installFakeSatsConnectWallet>[0] = {}) {
  const fake = installFakeSatsConnectWallet(options);
  cleanups.push(fake.remove);
  const adapter = bitcoinAdapter();
  adapter.setup({ networks: [regtest, bitcoinMainnet] });
  let connectors: readonly Connector[] = [];
  adapter.watchConnectors((list) => {
    connectors = list;
  });
  const connector = connectors.find((candidate) => candidate.name === fake.name)!;
  const events: unknown[] = [];
  adapter.subscribe((event) => events.push(event));
  return { fake, adapter, connector, connectors, events };
}

const accountsOf = (fake: FakeSatsConnectWallet) =>
  fake.keys.map((key) => ({
    address: key.address,
    type: key.purpose === 'payment' ? 'payment' : 'ordinal',
    publicKey: hex.encode(key.publicKey),
  }));

describe('bitcoinAdapter over sats-connect', () => {
  it('lists providers from window.btc_providers once, preferring the Wallet Standard side of the same wallet', () => {
    const both = createFakeStandardWallet({ name: 'Both Ways Wallet' });
    cleanups.push(both.unregister);
    const { connector, connectors } = setup();
    expect(connector).toMatchObject({ id: connector.name, type: 'ANNOUNCED', chain: 'bip122' });
    const twin = installFakeSatsConnectWallet({ name: 'Both Ways Wallet' });
    cleanups.push(twin.remove);
    const again = bitcoinAdapter();
    let listed: readonly Connector[] = [];
    again.watchConnectors((list) => {
      listed = list;
    });
    expect(listed.filter((candidate) => candidate.name === 'Both Ways Wallet')).toEqual([
      expect.objectContaining({ provider: both.wallet }),
    ]);
    expect(connectors.length).toBeGreaterThan(0);
  });

  it('connects with getAccounts on the network the wallet is on, payment first', async () => {
    const { fake, adapter, connector } = setup();
    await expect(adapter.connect({ connector, network: regtest })).resolves.toEqual({
      connectorId: connector.id,
      accounts: accountsOf(fake),
      caipNetworkId: regtest.caipNetworkId,
    });
    expect(fake.calls[0]).toEqual({ method: 'getAccounts', params: { purposes: ['payment', 'ordinals'] } });
  });

  it('fails with CONNECTOR_UNSUPPORTED_CHAINS when the wallet is on no requested network', async () => {
    const { fake, adapter, connector } = setup();
    fake.behaviour.network = 'Testnet4';
    await expect(adapter.connect({ connector, network: regtest })).rejects.toThrow(
      ERROR_MESSAGES.CONNECTOR_UNSUPPORTED_CHAINS,
    );
  });

  it('without wallet_getNetwork, takes the requested network the addresses belong to', async () => {
    const { fake, adapter, connector } = setup();
    fake.behaviour.network = null;
    const connection = await adapter.connect({ connector, network: bitcoinMainnet });
    expect(connection.caipNetworkId).toBe(regtest.caipNetworkId);
  });

  it('maps -32000 to CONNECTION_REJECTED and a malformed reply to INVALID_RESPONSE', async () => {
    const { fake, adapter, connector } = setup();
    fake.behaviour.getAccounts = 'reject';
    await expect(adapter.connect({ connector, network: regtest })).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
    });
    fake.behaviour.getAccounts = 'garbage';
    await expect(adapter.connect({ connector, network: regtest })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('restores silently only while wallet_getCurrentPermissions shows a permission', async () => {
    const { fake, adapter, connector } = setup();
    await expect(adapter.reconnect({ connector, network: regtest })).resolves.toBeNull();
    expect(fake.calls.map((call) => call.method)).toEqual(['wallet_getCurrentPermissions']);
    await adapter.connect({ connector, network: regtest });
    await expect(adapter.reconnect({ connector, network: regtest })).resolves.toMatchObject({
      accounts: accountsOf(fake),
    });
    fake.behaviour.permissions = 'unsupported';
    await expect(adapter.reconnect({ connector, network: regtest })).resolves.toBeNull();
    fake.behaviour.permissions = 'granted';
    await adapter.disconnect({ connector });
    expect(fake.calls.at(-1)?.method).toBe('wallet_renouncePermissions');
    await expect(adapter.reconnect({ connector, network: regtest })).resolves.toBeNull();
  });

  it('signs BIP-322 for the payment address and reports wallet events', async () => {
    const { fake, adapter, connector, events } = setup();
    await adapter.connect({ connector, network: regtest });
    const signature = await adapter.signMessage({
      connector,
      address: fake.keys[0]!.address,
      message: 'hello',
    });
    expect(signature.length).toBeGreaterThan(100);
    expect(fake.calls.at(-1)?.params).toEqual({
      address: fake.keys[0]!.address,
      message: 'hello',
      protocol: 'BIP322',
    });
    fake.emit('accountChange');
    await new Promise((resolve) => setTimeout(resolve, 0));
    fake.emit('disconnect');
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId: connector.id, accounts: accountsOf(fake) },
      { type: 'disconnected', connectorId: connector.id },
    ]);
  });

  it('switches only to the network the wallet is on', async () => {
    const { adapter, connector } = setup();
    await adapter.connect({ connector, network: regtest });
    await expect(adapter.switchNetwork({ connector, network: bitcoinMainnet })).rejects.toThrow(
      ERROR_MESSAGES.CHAIN_NOT_SUPPORTED,
    );
  });
});
