// @vitest-environment node
// The adapter inside core's flows: connect, balance from the network's RPC, signing for the host app, disconnect.
// Node, not happy-dom: @solana/kit's Node build needs Node's own AbortSignal. The Wallet Standard only needs a window
// that dispatches events.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGangway, defineNetwork } from '@gangway/core';
import { formatUnits, type KeyValueStorage } from '@gangway/core/internal';
import { type SolanaDevnetChain, startSolanaChain } from '@gangway/devnet';
import { type Address, createSolanaRpc, generateKeyPairSigner, getBase58Encoder } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
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

function gangwayWith(storage: KeyValueStorage, options: { id?: string; rpcUrl?: string } = {}) {
  const network = defineNetwork({
    chainNamespace: 'solana',
    id: options.id ?? 'GangwayDevnetSo1ana111111111111',
    name: 'Solana (devnet)',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [options.rpcUrl ?? rpcUrl] } },
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

describe('transfers through gangway.sendTransaction on devnet’s Solana chain', () => {
  let devnet: SolanaDevnetChain;
  beforeAll(async () => {
    devnet = await startSolanaChain({ port: 'auto', slotIntervalMs: 0 });
  });
  afterAll(() => devnet.stop());

  it('sends SOL and an SPL token from the connected account, refreshes its balance, refuses a bad recipient', async () => {
    const sender = devnet.accounts[1]!;
    const fake = await createFakeStandardWallet({ secretKeys: [sender.secretKey], rpcUrl: devnet.rpcUrl });
    wallets.push(fake);
    const chainRpc = createSolanaRpc(devnet.rpcUrl);
    const lamportsOf = async (owner: string) => (await chainRpc.getBalance(owner as Address).send()).value;
    const { instance, stop } = gangwayWith(memoryStorage(), {
      id: devnet.caipNetworkId.slice('solana:'.length),
      rpcUrl: devnet.rpcUrl,
    });
    await instance.ready;
    await instance.connect({ connectorId: fake.wallet.name, namespace: 'solana' });
    expect(instance.getAccount('solana').address).toBe(sender.address);

    const recipient = devnet.accounts[2]!.address;
    const before = await lamportsOf(recipient);
    const signature = await instance.sendTransaction({
      namespace: 'solana',
      to: recipient,
      value: 750_000_000n,
    });
    expect(getBase58Encoder().encode(signature)).toHaveLength(64);
    expect(await lamportsOf(recipient)).toBe(before + 750_000_000n);
    const senderLamports = await lamportsOf(sender.address);
    await vi.waitFor(() =>
      expect(instance.getAccount('solana').balance).toBe(formatUnits(senderLamports, 9)),
    );

    const stranger = (await generateKeyPairSigner()).address;
    const usdc = devnet.mints.usdc.address;
    await instance.sendTransaction({ namespace: 'solana', to: stranger, value: 42_000_000n, mint: usdc });
    const [ata] = await findAssociatedTokenPda({
      owner: stranger,
      mint: usdc,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    expect((await chainRpc.getTokenAccountBalance(ata).send()).value).toMatchObject({
      amount: '42000000',
      decimals: 6,
      uiAmountString: '42',
    });

    await expect(
      instance.sendTransaction({ namespace: 'solana', to: 'nobody', value: 1n }),
    ).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      message: 'Invalid option `to`: not a Solana address',
    });
    expect(instance.getAccount('solana').status).toBe('connected');
    stop();
  });
});
