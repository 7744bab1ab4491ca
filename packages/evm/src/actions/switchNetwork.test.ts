// @vitest-environment happy-dom
import { ERROR_MESSAGES } from '@gangway/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import {
  announce,
  cleanupWallets,
  connectorOf,
  createTestAdapter,
  createTestWallet,
  flush,
  ICON,
  networkOf,
  type TestWallet,
  testChain,
} from '../test/harness.ts';

afterEach(cleanupWallets);

const OPTIMISM_EXTRAS = {
  blockExplorers: { default: { name: 'Optimistic Etherscan', url: 'https://optimistic.etherscan.io' } },
  assets: { imageUrl: 'https://example.com/optimism.png' },
};

async function connectedOnMainnet(wallet: TestWallet = createTestWallet()) {
  const test = createTestAdapter();
  await test.adapter.connect({ connector: connectorOf(wallet.info.rdns), network: test.networks[0]! });
  wallet.calls.length = 0;
  return { wallet, ...test };
}

const switchCalls = (wallet: TestWallet) =>
  wallet.calls.filter((call) => call.method.startsWith('wallet_')).map((call) => call.method);

describe('switchNetwork', () => {
  it('moves the wallet to a chain it knows', async () => {
    const { wallet, adapter, networks, events } = await connectedOnMainnet();
    await adapter.switchNetwork({ connector: connectorOf(wallet.info.rdns), network: networks[1]! });
    await flush();
    expect(wallet.provider.controls.state().chainId).toBe(137);
    expect(wallet.calls[0]).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] });
    expect(events).toEqual([
      { type: 'chainChanged', connectorId: wallet.info.rdns, caipNetworkId: 'eip155:137' },
    ]);
  });

  it('adds a chain the wallet does not know with SPEC §7 parameters, then switches', async () => {
    const { wallet, adapter } = await connectedOnMainnet();
    const optimism = networkOf(testChain(10), OPTIMISM_EXTRAS);
    await adapter.switchNetwork({ connector: connectorOf(wallet.info.rdns), network: optimism });

    expect(switchCalls(wallet)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    const add = wallet.calls.find((call) => call.method === 'wallet_addEthereumChain');
    expect(add?.params).toStrictEqual([
      {
        chainId: '0xa',
        rpcUrls: [testChain(10).rpcUrl],
        chainName: testChain(10).name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        blockExplorerUrls: ['https://optimistic.etherscan.io'],
        iconUrls: ['https://example.com/optimism.png'],
      },
    ]);
    expect(wallet.asked.map((request) => request.kind)).toEqual(['connect', 'add-chain']);
    expect(wallet.provider.controls.state().chainId).toBe(10);
  });

  it('leaves out explorer and icon when the network has none', async () => {
    const { wallet, adapter } = await connectedOnMainnet();
    await adapter.switchNetwork({
      connector: connectorOf(wallet.info.rdns),
      network: networkOf(testChain(10)),
    });
    const add = wallet.calls.find((call) => call.method === 'wallet_addEthereumChain');
    expect(add?.params).toStrictEqual([
      {
        chainId: '0xa',
        rpcUrls: [testChain(10).rpcUrl],
        chainName: testChain(10).name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ]);
  });

  it('throws USER_REJECTED when the user refuses the switch', async () => {
    const { wallet, adapter, networks } = await connectedOnMainnet();
    wallet.answer.approve = false;
    await expect(
      adapter.switchNetwork({ connector: connectorOf(wallet.info.rdns), network: networks[1]! }),
    ).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: ERROR_MESSAGES.USER_REJECTED,
      cause: { code: 4001 },
    });
    expect(wallet.provider.controls.state().chainId).toBe(1);
  });

  it('throws USER_REJECTED when the user refuses to add the chain', async () => {
    const { wallet, adapter } = await connectedOnMainnet();
    wallet.answer.approve = false;
    await expect(
      adapter.switchNetwork({ connector: connectorOf(wallet.info.rdns), network: networkOf(testChain(10)) }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' });
    expect(wallet.provider.controls.state().chainId).toBe(1);
  });

  it('adds the chain when 4902 comes wrapped in -32603 (some mobile wallets)', async () => {
    const inner = createTestWallet();
    const wrapped = {
      request: async (args: { method: string; params?: readonly unknown[] | object }) => {
        try {
          return await inner.provider.request(args);
        } catch (error) {
          if ((error as { code?: number }).code !== 4902) throw error;
          throw { code: -32603, message: 'Internal error', data: { originalError: { code: 4902 } } };
        }
      },
      on: inner.provider.on,
      removeListener: inner.provider.removeListener,
    };
    const info = { uuid: crypto.randomUUID(), name: 'Mobile', icon: ICON, rdns: 'dev.gangway.mobile' };
    announce(wrapped, info);
    const { adapter, networks } = createTestAdapter();
    await adapter.connect({ connector: connectorOf(info.rdns), network: networks[0]! });
    await adapter.switchNetwork({ connector: connectorOf(info.rdns), network: networkOf(testChain(10)) });
    expect(inner.provider.controls.state().chainId).toBe(10);
  });

  it('answers CHAIN_NOT_SUPPORTED when the wallet cannot switch at all (4200)', async () => {
    const info = { uuid: crypto.randomUUID(), name: 'Old', icon: ICON, rdns: 'dev.gangway.old' };
    announce(
      {
        request: async ({ method }: { method: string }) => {
          if (method === 'wallet_switchEthereumChain') throw { code: 4200, message: 'Unsupported method' };
          return '0x1';
        },
      },
      info,
    );
    const { adapter, networks } = createTestAdapter();
    await expect(
      adapter.switchNetwork({ connector: connectorOf(info.rdns), network: networks[1]! }),
    ).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
    });
  });
});
