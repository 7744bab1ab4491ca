// @vitest-environment happy-dom
// The dev wallet on Bitcoin as a Wallet Standard app sees it: registered, approved through the test API, signatures
// verified outside the wallet (bip322.ts), PSBTs signed and broadcast to a real devnet regtest chain.
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyBitcoinMessage } from '../../bitcoin/bip322.ts';
import { balanceOf, type EsploraClient, esploraClient } from '../../bitcoin/esplora-client.fixture.ts';
import { type BitcoinChain, startBitcoinChain } from '../../bitcoin/start-bitcoin-chain.ts';
import { transferPsbt } from '../../bitcoin/wallet.fixture.ts';
import { type DevWalletTestApi, type DevWalletWindow, installDevWallet } from '../browser/install.ts';
import { decodePsbt, formatBtc } from './psbt.ts';
import { MALFORMED_BITCOIN_CHAIN } from './standard-wallet.ts';

const win = window as unknown as DevWalletWindow;
let chain: BitcoinChain;
let client: EsploraClient;
let api: DevWalletTestApi;
let wallet: Wallet;
const registered: Wallet[] = [];
const utf8 = (text: string) => new TextEncoder().encode(text);

type Feature<T> = Record<string, T>;
const feature = <T>(name: string) => (wallet.features as Feature<T>)[name]!;
const connect = (purposes?: string[]) =>
  feature<{ connect(input?: { purposes?: string[] }): Promise<{ accounts: readonly WalletAccount[] }> }>(
    'bitcoin:connect',
  ).connect(purposes ? { purposes } : undefined);
const signMessage = (...inputs: { account: WalletAccount; message: Uint8Array; protocol?: string }[]) =>
  feature<{
    signMessage(...i: typeof inputs): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>;
  }>('bitcoin:signMessage').signMessage(...inputs);
type TxInput = {
  psbt: Uint8Array;
  inputsToSign: { account: WalletAccount; signingIndexes: number[] }[];
  chain?: string;
};
const signTransaction = (...inputs: TxInput[]) =>
  feature<{ signTransaction(...i: TxInput[]): Promise<{ signedPsbt: Uint8Array }[]> }>(
    'bitcoin:signTransaction',
  ).signTransaction(...inputs);
const signAndSend = (...inputs: TxInput[]) =>
  feature<{ signAndSendTransaction(...i: TxInput[]): Promise<{ txId: string }[]> }>(
    'bitcoin:signAndSendTransaction',
  ).signAndSendTransaction(...inputs);

const waitForPending = async () => {
  for (let tries = 0; api.pending().length === 0 && tries < 400; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return api.pending()[0];
};
const settled = (promise: Promise<unknown>, ms = 100) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

beforeAll(async () => {
  chain = await startBitcoinChain({ port: 'auto', mineDelayMs: false });
  client = esploraClient(chain.esploraUrl);
  window.addEventListener('wallet-standard:register-wallet', (event) => {
    (event as CustomEvent).detail({ register: (registering: Wallet) => registered.push(registering) });
  });
  api = installDevWallet(
    { panel: false, persist: false, bitcoin: { esploraUrl: chain.esploraUrl } },
    win,
  ).testApi;
  wallet = api.bitcoin!.wallet;
});
afterEach(() => api.setMisbehaviour(null));
afterAll(async () => {
  delete win.__gangwayDevWallet;
  await chain.stop();
});

describe('dev wallet on Bitcoin (Wallet Standard)', () => {
  it('registers on bitcoin:regtest with the bitcoin: features', () => {
    expect(registered).toContain(wallet);
    expect(wallet.chains).toEqual(['bitcoin:regtest']);
    expect(Object.keys(wallet.features).sort()).toEqual([
      'bitcoin:connect',
      'bitcoin:signAndSendTransaction',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'standard:disconnect',
      'standard:events',
    ]);
    expect(wallet.accounts).toEqual([]);
  });

  it('answers a refused connect with code 4001 and stays unconnected', async () => {
    const connecting = connect(['payment', 'ordinals']);
    expect(await waitForPending()).toMatchObject({
      kind: 'connect',
      method: 'bitcoin:connect',
      chainId: 'bitcoin:regtest',
    });
    api.reject();
    await expect(connecting).rejects.toMatchObject({ code: 4001 });
    expect(wallet.accounts).toEqual([]);
  });

  it('connects the payment (P2WPKH) and ordinals (P2TR) accounts of the selected dev account once approved', async () => {
    const [dev0] = chain.accounts;
    const connecting = connect(['payment', 'ordinals']);
    const request = await waitForPending();
    expect(request?.summary).toEqual([
      `Connect to ${location.origin} on bitcoin:regtest:`,
      `payment: ${dev0!.payment.address}`,
      `ordinals: ${dev0!.ordinal.address}`,
    ]);
    api.approve();
    const { accounts } = await connecting;
    expect(
      accounts.map(({ address, publicKey, chains }) => ({ address, length: publicKey.length, chains })),
    ).toEqual([
      { address: dev0!.payment.address, length: 33, chains: ['bitcoin:regtest'] },
      { address: dev0!.ordinal.address, length: 32, chains: ['bitcoin:regtest'] },
    ]);
    expect(accounts[0]!.features).toContain('bitcoin:signAndSendTransaction');
    // Granted: no new prompt, only the purposes asked, and the same account objects.
    const again = await connect(['ordinals']);
    expect(again.accounts).toEqual([accounts[1]]);
    expect(wallet.accounts[0]).toBe(accounts[0]);
  });

  it('signs BIP-322 messages for both addresses and legacy ECDSA for payment, after showing the text', async () => {
    const [payment, ordinals] = wallet.accounts;
    const signing = signMessage({ account: payment!, message: utf8('Sign in to Gangway') });
    const request = await waitForPending();
    expect(request).toMatchObject({ kind: 'sign-message', method: 'bitcoin:signMessage' });
    expect(request?.summary).toEqual([
      'Message: Sign in to Gangway',
      `Address: ${payment!.address}`,
      'Protocol: BIP-322',
    ]);
    api.approve();
    const [signed] = await signing;
    expect(
      verifyBitcoinMessage({
        address: payment!.address,
        message: 'Sign in to Gangway',
        signature: signed!.signature,
      }),
    ).toBe(true);

    api.setAutoApprove(true);
    const [taproot, legacy] = await signMessage(
      { account: ordinals!, message: utf8('hello') },
      { account: payment!, message: utf8('hello'), protocol: 'ecdsa' },
    );
    api.setAutoApprove(false);
    expect(
      verifyBitcoinMessage({ address: ordinals!.address, message: 'hello', signature: taproot!.signature }),
    ).toBe(true);
    expect(legacy!.signature).toHaveLength(65);
    expect(
      verifyBitcoinMessage({ address: payment!.address, message: 'hello', signature: legacy!.signature }),
    ).toBe(true);
    expect(
      verifyBitcoinMessage({ address: payment!.address, message: 'hullo', signature: legacy!.signature }),
    ).toBe(false);
  });

  it('refuses to sign for an address the site was not granted', async () => {
    const stranger = { ...wallet.accounts[0]!, address: chain.accounts[5]!.payment.address };
    await expect(signMessage({ account: stranger, message: utf8('x') })).rejects.toMatchObject({
      code: 4100,
    });
  });

  it('signs and broadcasts a PSBT after showing recipient, amount and fee; the balances move on the chain', async () => {
    const [dev0, dev1] = chain.accounts;
    const to = dev1!.ordinal.address;
    const before = {
      from: balanceOf(await client.address(dev0!.payment.address)),
      to: balanceOf(await client.address(to)),
    };
    const psbt = await transferPsbt(client, { from: dev0!.payment, kind: 'p2wpkh', to, amount: 25_000_000n });
    const inputs = decodePsbt(psbt).inputsLength;
    const sending = signAndSend({
      psbt,
      chain: 'bitcoin:regtest',
      inputsToSign: [
        { account: wallet.accounts[0]!, signingIndexes: Array.from({ length: inputs }, (_, i) => i) },
      ],
    });
    const request = await waitForPending();
    expect(request).toMatchObject({ kind: 'send-transaction', method: 'bitcoin:signAndSendTransaction' });
    expect(request?.summary[0]).toBe(`Send 0.25 BTC to ${to}`);
    expect(request?.summary[1]).toMatch(
      new RegExp(`^Change [0-9.]+ BTC to your payment address ${dev0!.payment.address}$`),
    );
    api.approve();
    const [{ txId }] = (await sending) as [{ txId: string }];
    expect(txId).toMatch(/^[0-9a-f]{64}$/);
    const tx = await client.tx(txId);
    expect(request?.summary[2]).toBe(`Fee: ${formatBtc(BigInt(tx.fee))}`);
    expect(balanceOf(await client.address(to))).toBe(before.to + 25_000_000);
    expect(balanceOf(await client.address(dev0!.payment.address))).toBe(before.from - 25_000_000 - tx.fee);
  });

  it('signs a PSBT without broadcasting it: every asked input final, the chain unchanged', async () => {
    const [dev0, dev1] = chain.accounts;
    const to = dev1!.payment.address;
    const before = balanceOf(await client.address(to));
    const psbt = await transferPsbt(client, { from: dev0!.ordinal, kind: 'p2tr', to, amount: 5_000n });
    api.setAutoApprove(true);
    const [{ signedPsbt }] = (await signTransaction({
      psbt,
      inputsToSign: [{ account: wallet.accounts[1]!, signingIndexes: [0] }],
    })) as [{ signedPsbt: Uint8Array }];
    api.setAutoApprove(false);
    const signed = decodePsbt(signedPsbt);
    expect(signed.isFinal).toBe(true);
    expect(signed.getInput(0).finalScriptWitness?.[0]).toHaveLength(64);
    expect(balanceOf(await client.address(to))).toBe(before);
    // What the wallet signed is a valid spend: the node accepts it.
    expect((await client.broadcast(signed.hex)).status).toBe(200);
  });

  it('gives a clear error for a garbage PSBT, an input it cannot sign and another chain', async () => {
    const account = wallet.accounts[0]!;
    await expect(
      signTransaction({ psbt: utf8('garbage'), inputsToSign: [{ account, signingIndexes: [0] }] }),
    ).rejects.toMatchObject({
      code: -32602,
      message: expect.stringMatching(/^Not a PSBT/),
    });
    const psbt = await transferPsbt(client, {
      from: chain.accounts[2]!.payment,
      kind: 'p2wpkh',
      to: account.address,
      amount: 1000n,
    });
    api.setAutoApprove(true);
    await expect(
      signTransaction({ psbt, inputsToSign: [{ account, signingIndexes: [0] }] }),
    ).rejects.toMatchObject({
      code: -32602,
      message: expect.stringMatching(/^Cannot sign input 0 with/),
    });
    await expect(
      signTransaction({ psbt, chain: 'bitcoin:mainnet', inputsToSign: [{ account, signingIndexes: [0] }] }),
    ).rejects.toMatchObject({
      message: 'The dev wallet only knows bitcoin:regtest.',
    });
    api.setAutoApprove(false);
  });

  it('misbehaves: malformed keys, signatures and PSBTs; an unknown chain; no accounts; refusals and prompts that hang', async () => {
    api.setAutoApprove(true);
    api.setMisbehaviour('malformed-reply');
    const malformed = wallet.accounts;
    expect(malformed.map((account) => account.publicKey.length)).toEqual([32, 31]);
    const [bad] = await signMessage({ account: malformed[0]!, message: utf8('hi') });
    expect(
      verifyBitcoinMessage({ address: malformed[0]!.address, message: 'hi', signature: bad!.signature }),
    ).toBe(false);
    const psbt = await transferPsbt(client, {
      from: chain.accounts[0]!.payment,
      kind: 'p2wpkh',
      to: chain.accounts[3]!.payment.address,
      amount: 1000n,
    });
    const [{ signedPsbt }] = (await signTransaction({
      psbt,
      inputsToSign: [{ account: malformed[0]!, signingIndexes: [0] }],
    })) as [{ signedPsbt: Uint8Array }];
    expect(() => decodePsbt(signedPsbt)).toThrow(/Not a PSBT/);

    api.setMisbehaviour('bad-chain-id');
    expect(wallet.accounts[0]!.chains).toEqual([MALFORMED_BITCOIN_CHAIN]);
    api.setMisbehaviour('no-accounts');
    expect((await connect()).accounts).toEqual([]);
    api.setMisbehaviour('non-standard-error');
    await expect(signMessage({ account: wallet.accounts[0]!, message: utf8('hi') })).rejects.toBe(
      'Gangway Dev Wallet failed (non-standard error)',
    );

    api.setAutoApprove(false);
    api.setMisbehaviour('reject');
    await expect(signMessage({ account: wallet.accounts[0]!, message: utf8('hi') })).rejects.toMatchObject({
      code: 4001,
    });
    api.setMisbehaviour('hang');
    const hanging = signMessage({ account: wallet.accounts[0]!, message: utf8('hi') });
    expect(await settled(hanging)).toBe(false);
    expect(api.pending()).toEqual([]);
  });

  it("reports an account switch and the site's revocation as changes", async () => {
    const changes: (readonly WalletAccount[] | undefined)[] = [];
    const off = (
      wallet.features['standard:events'] as {
        on(e: 'change', l: (p: { accounts?: readonly WalletAccount[] }) => void): () => void;
      }
    ).on('change', ({ accounts }) => changes.push(accounts));
    api.switchAccount(1);
    expect(changes[0]?.map((account) => account.address)).toEqual([
      chain.accounts[1]!.payment.address,
      chain.accounts[1]!.ordinal.address,
    ]);
    api.revokeSite();
    expect(changes[1]).toEqual([]);
    expect(wallet.accounts).toEqual([]);
    off();
    api.switchAccount(0);
    expect(changes).toHaveLength(2);
  });
});
