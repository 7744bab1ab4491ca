// @vitest-environment happy-dom
import { type GangwayError, isGangwayError } from '@gangway/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupWallets,
  connectorOf,
  createTestAdapter,
  createTestWallet,
  flush,
  testChain,
  walletChain,
} from '../test/harness.ts';

afterEach(cleanupWallets);

describe('connect', () => {
  it('asks the wallet once and reports its account and chain', async () => {
    const wallet = createTestWallet();
    const { adapter, networks } = createTestAdapter();
    const connection = await adapter.connect({
      connector: connectorOf(wallet.info.rdns),
      network: networks[0]!,
    });
    expect(connection).toEqual({
      connectorId: wallet.info.rdns,
      accounts: [{ address: wallet.provider.controls.state().account, type: 'eoa' }],
      caipNetworkId: 'eip155:1',
    });
    expect(wallet.asked.map((request) => request.kind)).toEqual(['connect']);
  });

  it('reports the chain the wallet stays on, even one the app did not request', async () => {
    const wallet = createTestWallet({ chains: [walletChain(testChain(10))] });
    const { adapter, networks } = createTestAdapter();
    const connection = await adapter.connect({
      connector: connectorOf(wallet.info.rdns),
      network: networks[0]!,
    });
    expect(connection.caipNetworkId).toBe('eip155:10');
  });

  it('throws CONNECTION_REJECTED when the user refuses, and leaves nothing connected', async () => {
    const wallet = createTestWallet();
    wallet.answer.approve = false;
    const { adapter, networks, events } = createTestAdapter();
    const error = await adapter
      .connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! })
      .catch((e) => e);
    expect(isGangwayError(error, 'CONNECTION_REJECTED')).toBe(true);
    expect((error as GangwayError).cause).toMatchObject({ code: 4001 });
    expect(wallet.provider.controls.state().sitePermitted).toBe(false);
    expect(events).toEqual([]);
  });

  it('throws CONNECTOR_NOT_FOUND for a wallet that was never discovered', async () => {
    const { adapter, networks } = createTestAdapter();
    await expect(
      adapter.connect({ connector: connectorOf('com.example.none'), network: networks[0]! }),
    ).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
      message: 'Connector com.example.none not found',
    });
  });
});

describe('reconnect', () => {
  it('restores an authorised connection without prompting', async () => {
    const wallet = createTestWallet();
    const first = createTestAdapter();
    await first.adapter.connect({ connector: connectorOf(wallet.info.rdns), network: first.networks[0]! });
    wallet.provider.controls.switchChain(137);

    const { adapter, networks } = createTestAdapter();
    const connection = await adapter.reconnect({
      connector: connectorOf(wallet.info.rdns),
      network: networks[0]!,
    });
    expect(connection).toEqual({
      connectorId: wallet.info.rdns,
      accounts: [{ address: wallet.provider.controls.state().account, type: 'eoa' }],
      caipNetworkId: 'eip155:137',
    });
    expect(wallet.asked.map((request) => request.kind)).toEqual(['connect']);
  });

  it('answers null when the wallet does not grant access, and for a wallet that is gone', async () => {
    const wallet = createTestWallet();
    const { adapter, networks } = createTestAdapter();
    await expect(
      adapter.reconnect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! }),
    ).resolves.toBeNull();
    await expect(
      adapter.reconnect({ connector: connectorOf('com.example.gone'), network: networks[0]! }),
    ).resolves.toBeNull();
    expect(wallet.asked).toEqual([]);
  });
});

describe('disconnect', () => {
  it('revokes the permission, so a later reconnect finds nothing', async () => {
    const wallet = createTestWallet();
    const { adapter, networks, events } = createTestAdapter();
    await adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! });
    await adapter.disconnect({ connector: connectorOf(wallet.info.rdns) });
    expect(wallet.provider.controls.state().sitePermitted).toBe(false);
    await expect(
      adapter.reconnect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! }),
    ).resolves.toBeNull();
    // Disconnecting on purpose is not news to core.
    expect(events).toEqual([]);
  });

  it('is a no-op before anything was connected', async () => {
    const wallet = createTestWallet();
    const { adapter } = createTestAdapter();
    await expect(adapter.disconnect({ connector: connectorOf(wallet.info.rdns) })).resolves.toBeUndefined();
  });
});

describe('wallet events', () => {
  async function connected() {
    const wallet = createTestWallet();
    const test = createTestAdapter();
    await test.adapter.connect({ connector: connectorOf(wallet.info.rdns), network: test.networks[0]! });
    return { wallet, ...test };
  }

  it('maps an account switch in the wallet to accountsChanged', async () => {
    const { wallet, events } = await connected();
    wallet.provider.controls.switchAccount(3);
    await flush();
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: wallet.info.rdns,
        accounts: [{ address: wallet.provider.controls.state().accounts[3] }],
      },
    ]);
  });

  it('maps a chain switch in the wallet to chainChanged', async () => {
    const { wallet, events } = await connected();
    wallet.provider.controls.switchChain(137);
    await flush();
    expect(events).toEqual([
      { type: 'chainChanged', connectorId: wallet.info.rdns, caipNetworkId: 'eip155:137' },
    ]);
  });

  it('maps the wallet disconnecting the site to disconnected', async () => {
    const { wallet, events } = await connected();
    wallet.provider.controls.revokeSite();
    await flush();
    expect(events).toEqual([{ type: 'disconnected', connectorId: wallet.info.rdns }]);
  });

  it('maps the provider losing every chain to disconnected', async () => {
    const { wallet, events } = await connected();
    wallet.provider.controls.setConnected(false);
    await flush();
    expect(events).toEqual([{ type: 'disconnected', connectorId: wallet.info.rdns }]);
  });
});
