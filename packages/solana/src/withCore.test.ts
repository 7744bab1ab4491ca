// @vitest-environment node
// The adapter inside core's flows: connect, balance from the network's RPC, signing for the host app, disconnect.
// Node, not happy-dom: @solana/kit's Node build needs Node's own AbortSignal. The Wallet Standard only needs a window
// that dispatches events.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGangway, defineNetwork, type KeyValueStorage } from '@gangway/core';
import { getBase58Encoder } from '@solana/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage as memoryStorage } from '../../core/src/testing/memoryStorage.ts';
import { solanaAdapter } from './solanaAdapter.ts';
import { createFakeStandardWallet, type FakeStandardWallet } from './testing/fakeStandardWallet.ts';

// A JSON-RPC endpoint answering getBalance: the boundary this unit test fakes (devnet runs the real chain).
(globalThis as { window?: EventTarget }).window ??= new EventTarget();

let server: Server;
let rpcUrl = '';
let answer: (body: { method: string }) => unknown = () => ({ context: { slot: 1 }, value: 2_500_000_000 });
beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as { id: number; method: string };
      response.setHeader('content-type', 'application/json');
      response.setHeader('access-control-allow-origin', '*');
      response.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: answer(body) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const wallets: FakeStandardWallet[] = [];
afterEach(() => {
  for (const wallet of wallets.splice(0)) wallet.unregister();
});

function gangwayWith(storage: KeyValueStorage) {
  const network = defineNetwork({
    chainNamespace: 'solana',
    id: 'GangwayDevnetSo1ana111111111111',
    name: 'Solana (devnet)',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const instance = createGangway({
    projectId: 'test',
    networks: [network],
    adapters: [solanaAdapter()],
    storage,
  });
  return { instance, stop: instance.start() };
}

describe('solanaAdapter in createGangway', () => {
  it('connects, reads the SOL balance, signs for the host app, restores on reload and disconnects', async () => {
    const fake = await createFakeStandardWallet();
    wallets.push(fake);
    const storage = memoryStorage();
    const first = gangwayWith(storage);
    await first.instance.ready;
    await first.instance.connect({ connectorId: fake.wallet.name, namespace: 'solana' });
    const address = fake.accounts[0]!.address;
    expect(first.instance.getAccount('solana')).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `solana:GangwayDevnetSo1ana111111111111:${address}`,
      accountType: 'eoa',
    });
    await vi.waitFor(() =>
      expect(first.instance.getAccount('solana')).toMatchObject({ balance: '2.5', balanceSymbol: 'SOL' }),
    );

    const signature = await first.instance.signMessage({ namespace: 'solana', message: 'hello' });
    const verified = await crypto.subtle.verify(
      'Ed25519',
      fake.keys[0]!.publicKey,
      new Uint8Array(getBase58Encoder().encode(signature)),
      new TextEncoder().encode('hello'),
    );
    expect(verified).toBe(true);
    first.stop();

    const second = gangwayWith(storage);
    await second.instance.ready;
    expect(second.instance.getAccount('solana')).toMatchObject({ status: 'connected', address });
    await second.instance.disconnect();
    expect(second.instance.getAccount('solana').status).toBe('disconnected');
    expect(fake.calls.at(-1)?.feature).toBe('standard:disconnect');
    second.stop();
  });

  it('shows no balance when the RPC answers garbage, and stays connected', async () => {
    answer = () => ({ value: 'lots' });
    const fake = await createFakeStandardWallet();
    wallets.push(fake);
    const { instance, stop } = gangwayWith(memoryStorage());
    await instance.ready;
    await instance.connect({ connectorId: fake.wallet.name, namespace: 'solana' });
    await vi.waitFor(() => expect(instance.getAccount('solana').balanceSymbol).toBe('SOL'));
    expect(instance.getAccount('solana')).toMatchObject({ status: 'connected', balance: undefined });
    stop();
  });
});
