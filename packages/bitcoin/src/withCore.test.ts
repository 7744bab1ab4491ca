/// <reference types="node" />
// @vitest-environment node
// The adapter inside core's flows against devnet's Esplora regtest server: connect, balance, signing for the host
// app, restore on reload, disconnect; and garbage from the Esplora API leaves the connection standing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGangway } from '@gangway/core';
import type { KeyValueStorage } from '@gangway/core/internal';
import { BITCOIN_DEV_PRIVATE_KEYS, type BitcoinChain, startBitcoinChain } from '@gangway/devnet';
import { parseBitcoinAddress } from '@gangway/protocol';
import { base64 } from '@scure/base';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage as memoryStorage } from '../../core/src/testing/memoryStorage.ts';
import { bitcoinAdapter } from './bitcoinAdapter.ts';
import { verifyMessageSignature } from './message/verifySignature.ts';
import { createFakeStandardWallet, type FakeStandardWallet } from './testing/fakeStandardWallet.ts';
import { regtestNetwork } from './testing/networks.ts';

(globalThis as { window?: EventTarget }).window ??= new EventTarget();

let chain: BitcoinChain;
let garbage: Server;
let garbageUrl = '';
beforeAll(async () => {
  chain = await startBitcoinChain({ port: 'auto', mineDelayMs: 0, log: () => undefined });
  garbage = createServer((_request, response) => response.end('{"chain_stats":"lots"}'));
  await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
  garbageUrl = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}/api?key=1`;
});
afterAll(async () => {
  await chain.stop();
  await new Promise<void>((resolve) => garbage.close(() => resolve()));
});

const wallets: FakeStandardWallet[] = [];
afterEach(() => {
  for (const wallet of wallets.splice(0)) wallet.unregister();
});

function devWallet() {
  const fake = createFakeStandardWallet({
    privateKeys: {
      payment: BITCOIN_DEV_PRIVATE_KEYS.payment[3],
      ordinals: BITCOIN_DEV_PRIVATE_KEYS.ordinal[3],
    },
  });
  wallets.push(fake);
  return fake;
}

function gangwayWith(storage: KeyValueStorage, esploraUrl: string) {
  const instance = createGangway({
    projectId: 'test',
    networks: [regtestNetwork(esploraUrl)],
    adapters: [bitcoinAdapter()],
    storage,
  });
  return { instance, stop: instance.start() };
}

describe('bitcoinAdapter in createGangway', () => {
  it('connects the payment account, reads its BTC balance, signs, restores on reload and disconnects', async () => {
    const fake = devWallet();
    const storage = memoryStorage();
    const first = gangwayWith(storage, chain.esploraUrl);
    await first.instance.ready;
    await first.instance.connect({ connectorId: fake.wallet.name, namespace: 'bip122' });
    const address = fake.keys[0]!.address;
    expect(first.instance.getAccount('bip122')).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${address}`,
      accountType: 'payment',
    });
    await vi.waitFor(() =>
      expect(first.instance.getAccount('bip122')).toMatchObject({ balance: '1.611', balanceSymbol: 'BTC' }),
    );

    const signature = await first.instance.signMessage({ namespace: 'bip122', message: 'hello' });
    const verified = verifyMessageSignature(
      parseBitcoinAddress(address)!,
      new TextEncoder().encode('hello'),
      base64.decode(signature),
    );
    expect(verified).toBe(true);
    first.stop();

    const second = gangwayWith(storage, chain.esploraUrl);
    await second.instance.ready;
    expect(second.instance.getAccount('bip122')).toMatchObject({ status: 'connected', address });
    await second.instance.disconnect();
    expect(second.instance.getAccount('bip122').status).toBe('disconnected');
    expect(fake.calls.at(-1)?.feature).toBe('standard:disconnect');
    second.stop();
  });

  it('shows no balance when the Esplora API answers garbage, and stays connected', async () => {
    const fake = devWallet();
    const { instance, stop } = gangwayWith(memoryStorage(), garbageUrl);
    await instance.ready;
    await instance.connect({ connectorId: fake.wallet.name, namespace: 'bip122' });
    await vi.waitFor(() => expect(instance.getAccount('bip122').balanceSymbol).toBe('BTC'));
    expect(instance.getAccount('bip122')).toMatchObject({ status: 'connected', balance: undefined });
    stop();
  });
});
