// @vitest-environment node
// The Solana part of a WalletConnect session as the adapter uses it: core's Wallet Standard wallet over the session,
// against devnet's Solana chain. The wallet side answers solana_signMessage and solana_signTransaction with a dev
// key, as a phone wallet does over the relay (the relay itself is tested in gangway-server and the browser tests).
import { createGangway, defineNetwork } from '@gangway/core';
import { createSolanaSessionWallet } from '@gangway/core/internal';
import { type SolanaDevnetChain, startSolanaChain } from '@gangway/devnet';
import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  getBase16Encoder,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  signBytes,
  type Transaction,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../core/src/testing/memoryStorage.ts';
import { sessionGrants } from '../../core/src/walletConnect/sessionAccounts.ts';
import { solanaAdapter } from './solanaAdapter.ts';

(globalThis as { window?: EventTarget }).window ??= new EventTarget();

let devnet: SolanaDevnetChain;
beforeAll(async () => {
  devnet = await startSolanaChain({ port: 'auto', slotIntervalMs: 0 });
});
afterAll(() => devnet?.stop());

/** The phone's side: what a wallet answers over the relay. `signatureOnly` leaves the signed transaction out. */
async function phoneWallet(secretKey: string, options: { signatureOnly: boolean }) {
  const keys = await createKeyPairFromPrivateKeyBytes(new Uint8Array(getBase16Encoder().encode(secretKey)));
  const requests: { chainId: string; method: string }[] = [];
  const request = async ({
    chainId,
    method,
    params,
  }: {
    chainId: string;
    method: string;
    params: unknown;
  }) => {
    requests.push({ chainId, method });
    if (method === 'solana_signMessage') {
      const { message } = params as { message: string };
      const signature = await signBytes(keys.privateKey, getBase58Encoder().encode(message));
      return { signature: getBase58Decoder().decode(signature) };
    }
    if (method === 'solana_signTransaction') {
      const wire = getBase64Encoder().encode((params as { transaction: string }).transaction);
      const transaction = getTransactionDecoder().decode(wire) as Transaction;
      const [signer] = Object.keys(transaction.signatures) as Address[];
      const signature = await signBytes(keys.privateKey, transaction.messageBytes);
      const signed = { ...transaction, signatures: { ...transaction.signatures, [signer!]: signature } };
      return {
        signature: getBase58Decoder().decode(signature as SignatureBytes),
        ...(options.signatureOnly
          ? {}
          : { transaction: getBase64Decoder().decode(getTransactionEncoder().encode(signed)) }),
      };
    }
    throw Object.assign(new Error('Method not supported'), { code: -32601 });
  };
  return { request, requests, publicKey: keys.publicKey };
}

async function connectOverSession(signatureOnly: boolean) {
  const sender = devnet.accounts[3]!;
  const phone = await phoneWallet(sender.secretKey, { signatureOnly });
  const network = defineNetwork({
    chainNamespace: 'solana',
    id: devnet.caipNetworkId.slice('solana:'.length),
    name: 'Solana (devnet)',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  });
  const [grant] = sessionGrants({ solana: { accounts: [`${network.caipNetworkId}:${sender.address}`] } }, [
    network.caipNetworkId,
  ]);
  const wallet = await createSolanaSessionWallet({
    grant: grant!,
    name: 'Gangway Phone Wallet',
    icon: undefined,
    networks: [network],
    requester: phone,
  });
  const gangway = createGangway({
    projectId: 'test',
    networks: [network],
    adapters: [solanaAdapter()],
    storage: createMemoryStorage(),
  });
  const stop = gangway.start();
  await gangway.ready;
  gangway.connectors.getState().setSourceConnectors('core:walletConnect', [
    {
      id: 'walletConnect',
      name: 'Gangway Phone Wallet',
      type: 'WALLET_CONNECT',
      chain: 'solana',
      provider: wallet,
    },
  ]);
  await gangway.connect({ connectorId: 'walletConnect', namespace: 'solana' });
  return { gangway, stop, sender, phone, wallet };
}

const lamportsOf = async (owner: string) =>
  (
    await createSolanaRpc(devnet.rpcUrl)
      .getBalance(owner as Address)
      .send()
  ).value;

describe('Solana over a WalletConnect session', () => {
  it('connects the granted account, signs a message that verifies with ed25519, and sends SOL that lands', async () => {
    const { gangway, stop, sender, phone } = await connectOverSession(false);
    expect(gangway.getAccount('solana')).toMatchObject({ status: 'connected', address: sender.address });

    const signature = await gangway.signMessage({ namespace: 'solana', message: 'over the relay' });
    const verified = await crypto.subtle.verify(
      'Ed25519',
      phone.publicKey,
      new Uint8Array(getBase58Encoder().encode(signature)),
      new TextEncoder().encode('over the relay'),
    );
    expect(verified).toBe(true);

    const recipient = devnet.accounts[4]!.address;
    const before = await lamportsOf(recipient);
    await gangway.sendTransaction({ namespace: 'solana', to: recipient, value: 123_456_789n });
    expect(await lamportsOf(recipient)).toBe(before + 123_456_789n);
    expect(phone.requests.map((request) => request.method)).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
    ]);
    expect(phone.requests.every((request) => request.chainId === devnet.caipNetworkId)).toBe(true);
    stop();
  });

  it('puts the signature in its slot when the wallet answers solana_signTransaction with the signature alone', async () => {
    const { gangway, stop } = await connectOverSession(true);
    const recipient = devnet.accounts[5]!.address;
    const before = await lamportsOf(recipient);
    await gangway.sendTransaction({ namespace: 'solana', to: recipient, value: 5_000_000n });
    expect(await lamportsOf(recipient)).toBe(before + 5_000_000n);
    stop();
  });

  it('disconnects the account when the session ends', async () => {
    const { gangway, stop, wallet } = await connectOverSession(false);
    wallet.end();
    await expect.poll(() => gangway.getAccount('solana').status).toBe('disconnected');
    stop();
  });
});
