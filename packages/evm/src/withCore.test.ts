// @vitest-environment happy-dom
// The adapter inside core's flows: connect, wallet events, switch, start-up reconnect, disconnect.
import { createGangway } from '@gangway/core';
import type { KeyValueStorage } from '@gangway/core/internal';
import { createPublicClient, http, verifyMessage } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage as memoryStorage } from '../../core/src/testing/memoryStorage.ts';
import { evmAdapter } from './evmAdapter.ts';
import { cleanupWallets, createTestWallet, flush, networkOf, testChain } from './test/harness.ts';

afterEach(cleanupWallets);

function gangway(storage: KeyValueStorage) {
  const instance = createGangway({
    projectId: 'test',
    networks: [networkOf(testChain(1)), networkOf(testChain(137))],
    adapters: [evmAdapter()],
    storage,
  });
  const stop = instance.start();
  return { instance, stop };
}

describe('evmAdapter in createGangway', () => {
  it('connects, follows the wallet, switches, and restores the connection on the next page load', async () => {
    const wallet = createTestWallet();
    const storage = memoryStorage();
    const first = gangway(storage);
    await first.instance.ready;

    await first.instance.connect({ connectorId: wallet.info.rdns, namespace: 'eip155' });
    const address = wallet.provider.controls.state().account;
    expect(first.instance.getAccount('eip155')).toMatchObject({ status: 'connected', address });

    wallet.provider.controls.switchAccount(1);
    await flush();
    expect(first.instance.getAccount('eip155').address).toBe(wallet.provider.controls.state().accounts[1]);

    await first.instance.switchNetwork(networkOf(testChain(137)));
    expect(wallet.provider.controls.state().chainId).toBe(137);
    expect(first.instance.getActiveNetwork()?.caipNetworkId).toBe('eip155:137');
    // Core reads the native balance through the adapter after every change; the last read is Polygon's.
    await vi.waitFor(() =>
      expect(first.instance.getAccount('eip155')).toMatchObject({ balance: '10000', balanceSymbol: 'POL' }),
    );
    first.stop();

    const second = gangway(storage);
    await second.instance.ready;
    expect(second.instance.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: wallet.provider.controls.state().accounts[1],
    });
    await vi.waitFor(() => expect(second.instance.getAccount('eip155').balance).toBe('10000'));

    await second.instance.disconnect();
    expect(second.instance.getAccount('eip155').status).toBe('disconnected');
    expect(wallet.provider.controls.state().sitePermitted).toBe(false);
    second.stop();
  });

  it('signs and sends through the connected wallet for the host app, checked against the chain', async () => {
    const wallet = createTestWallet();
    const { instance, stop } = gangway(memoryStorage());
    await instance.ready;
    await instance.connect({ connectorId: wallet.info.rdns, namespace: 'eip155' });
    const address = wallet.provider.controls.state().account;
    expect(instance.getAccount('eip155').accountType).toBe('eoa');

    const signature = await instance.signMessage({ namespace: 'eip155', message: 'Sign in to Gangway' });
    expect(await verifyMessage({ address, message: 'Sign in to Gangway', signature })).toBe(true);

    const receiver = wallet.provider.controls.state().accounts[2]!;
    const client = createPublicClient({ transport: http(testChain(1).rpcUrl) });
    const before = await client.getBalance({ address: receiver });
    const hash = await instance.sendTransaction({ namespace: 'eip155', to: receiver, value: 12_345n });
    await client.waitForTransactionReceipt({ hash });
    expect(await client.getBalance({ address: receiver })).toBe(before + 12_345n);
    stop();
  });

  it('returns to disconnected with the catalogue message when the wallet answers garbage', async () => {
    const wallet = createTestWallet({ misbehaviour: 'bad-chain-id' });
    const { instance, stop } = gangway(memoryStorage());
    await instance.ready;
    await expect(instance.connect({ connectorId: wallet.info.rdns, namespace: 'eip155' })).rejects.toThrow(
      'Invalid chainId',
    );
    expect(instance.getAccount('eip155').status).toBe('disconnected');
    stop();
  });
});
