// @vitest-environment happy-dom
// The dev wallet on Bitcoin as a sats-connect app sees it: window.btc_providers, the provider at its dotted path,
// JSON-RPC envelopes, signatures verified outside the wallet and transfers landing on a real devnet regtest chain.
import { SATS_CONNECT_ERROR_CODES } from '@gangway/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyBitcoinMessage } from '../../bitcoin/bip322.ts';
import { base64 } from '../../bitcoin/bytes.ts';
import { balanceOf, type EsploraClient, esploraClient } from '../../bitcoin/esplora-client.fixture.ts';
import { type BitcoinChain, startBitcoinChain } from '../../bitcoin/start-bitcoin-chain.ts';
import { transferPsbt } from '../../bitcoin/wallet.fixture.ts';
import { type DevWalletTestApi, type DevWalletWindow, installDevWallet } from '../browser/install.ts';
import {
  MALFORMED_NETWORK_NAME,
  SATS_CONNECT_PROVIDER_ID,
  type SatsConnectProvider,
  type SatsConnectResponse,
} from './sats-connect-provider.ts';

const win = window as unknown as DevWalletWindow;
let chain: BitcoinChain;
let client: EsploraClient;
let api: DevWalletTestApi;
let provider: SatsConnectProvider;

const waitForPending = async () => {
  for (let tries = 0; api.pending().length === 0 && tries < 400; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return api.pending()[0];
};
const result = <T>(response: SatsConnectResponse): T => {
  if (!('result' in response)) throw new Error(`Expected a result, got ${JSON.stringify(response)}`);
  return response.result as T;
};

beforeAll(async () => {
  chain = await startBitcoinChain({ port: 'auto', mineDelayMs: false });
  client = esploraClient(chain.esploraUrl);
  api = installDevWallet(
    { panel: false, persist: false, bitcoin: { esploraUrl: chain.esploraUrl } },
    win,
  ).testApi;
  const [entry] = win.btc_providers ?? [];
  // sats-connect's getProviderById: the id is a dotted path on window.
  provider = SATS_CONNECT_PROVIDER_ID.split('.').reduce<unknown>(
    (at, part) => (at as Record<string, unknown>)[part],
    win,
  ) as SatsConnectProvider;
  expect(entry).toMatchObject({
    id: SATS_CONNECT_PROVIDER_ID,
    name: 'Gangway Dev Wallet',
    icon: api.info.icon,
  });
});
afterEach(() => {
  api.setMisbehaviour(null);
  api.setAutoApprove(false);
});
afterAll(async () => {
  delete win.__gangwayDevWallet;
  await chain.stop();
});

describe('dev wallet on Bitcoin (sats-connect provider)', () => {
  it('is the same provider the test API holds, on regtest', async () => {
    expect(provider).toBe(api.bitcoin!.provider);
    expect(await provider.request('wallet_getNetwork', null)).toEqual({
      jsonrpc: '2.0',
      id: expect.any(String),
      result: { bitcoin: { name: 'Regtest' } },
    });
  });

  it('answers a refused getAccounts with USER_REJECTION (-32000)', async () => {
    const asking = provider.request('getAccounts', { purposes: ['payment', 'ordinals'] });
    expect(await waitForPending()).toMatchObject({ kind: 'connect', method: 'getAccounts' });
    api.reject();
    expect(await asking).toMatchObject({ error: { code: SATS_CONNECT_ERROR_CODES.USER_REJECTION } });
  });

  it('returns the payment and ordinals addresses with hex public keys once approved', async () => {
    const [dev0] = chain.accounts;
    const asking = provider.request('getAccounts', {
      purposes: ['payment', 'ordinals'],
      message: 'Connect?',
    });
    await waitForPending();
    api.approve();
    expect(result(await asking)).toEqual([
      {
        address: dev0!.payment.address,
        publicKey: dev0!.payment.publicKey,
        purpose: 'payment',
        addressType: 'p2wpkh',
        walletType: 'software',
      },
      {
        address: dev0!.ordinal.address,
        publicKey: dev0!.ordinal.publicKey,
        purpose: 'ordinals',
        addressType: 'p2tr',
        walletType: 'software',
      },
    ]);
  });

  it('signs messages (BIP-322 by default, ECDSA when asked) that verify outside the wallet', async () => {
    const address = chain.accounts[0]!.payment.address;
    api.setAutoApprove(true);
    const bip322 = result<{ signature: string; messageHash: string; address: string; protocol: string }>(
      await provider.request('signMessage', { address, message: 'Hello World' }),
    );
    expect(bip322).toMatchObject({ address, protocol: 'BIP322' });
    expect(bip322.messageHash).toBe('f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a');
    expect(verifyBitcoinMessage({ address, message: 'Hello World', signature: bip322.signature })).toBe(true);
    const ecdsa = result<{ signature: string; protocol: string }>(
      await provider.request('signMessage', { address, message: 'Hello World', protocol: 'ECDSA' }),
    );
    expect(ecdsa.protocol).toBe('ECDSA');
    expect(base64.decode(ecdsa.signature)).toHaveLength(65);
    expect(verifyBitcoinMessage({ address, message: 'Hello World', signature: ecdsa.signature })).toBe(true);
  });

  it('signs and broadcasts a PSBT (broadcast: true) and sends a transfer, moving the balances', async () => {
    const [dev0, dev1] = chain.accounts;
    const to = dev1!.payment.address;
    const before = balanceOf(await client.address(to));
    const psbt = await transferPsbt(client, { from: dev0!.payment, kind: 'p2wpkh', to, amount: 40_000n });
    const signing = provider.request('signPsbt', {
      psbt: base64.encode(psbt),
      signInputs: { [dev0!.payment.address]: [0] },
      broadcast: true,
    });
    expect((await waitForPending())?.summary[0]).toBe(`Send 0.0004 BTC to ${to}`);
    api.approve();
    const signed = result<{ psbt: string; txid: string }>(await signing);
    expect(signed.txid).toMatch(/^[0-9a-f]{64}$/);
    expect((await client.txStatus(signed.txid)).confirmed).toBe(false);
    expect(balanceOf(await client.address(to))).toBe(before + 40_000);

    const sending = provider.request('sendTransfer', { recipients: [{ address: to, amount: 60_000 }] });
    const request = await waitForPending();
    expect(request).toMatchObject({ kind: 'send-transaction', method: 'sendTransfer' });
    expect(request?.summary[0]).toBe(`Send 0.0006 BTC to ${to}`);
    api.approve();
    const { txid } = result<{ txid: string }>(await sending);
    expect((await client.tx(txid)).vout.some((out) => out.value === 60_000)).toBe(true);
    expect(balanceOf(await client.address(to))).toBe(before + 100_000);
  });

  it('answers bad requests with JSON-RPC errors', async () => {
    expect(await provider.request('eth_accounts')).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.METHOD_NOT_FOUND },
    });
    expect(await provider.request('signPsbt', { psbt: '***', signInputs: {} })).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.INVALID_PARAMS, message: 'psbt must be base64.' },
    });
    expect(
      await provider.request('sendTransfer', { recipients: [{ address: 'x', amount: 1.5 }] }),
    ).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.INVALID_PARAMS },
    });
    expect(
      await provider.request('signMessage', { address: chain.accounts[4]!.payment.address, message: 'x' }),
    ).toMatchObject({ error: { code: SATS_CONNECT_ERROR_CODES.ACCESS_DENIED } });
  });

  it('misbehaves: a wrong-length public key, an unknown network, a bad signature, a thrown string', async () => {
    api.setMisbehaviour('malformed-reply');
    const [payment] = result<{ publicKey: string; address: string }[]>(
      await provider.request('getAccounts', { purposes: ['payment'] }),
    );
    expect(payment!.publicKey).toHaveLength(64);
    api.setAutoApprove(true);
    const { signature } = result<{ signature: string }>(
      await provider.request('signMessage', { address: payment!.address, message: 'hi' }),
    );
    expect(verifyBitcoinMessage({ address: payment!.address, message: 'hi', signature })).toBe(false);
    api.setMisbehaviour('bad-chain-id');
    expect(result(await provider.request('wallet_getNetwork'))).toEqual({
      bitcoin: { name: MALFORMED_NETWORK_NAME },
    });
    api.setMisbehaviour('error-without-code');
    await expect(
      provider.request('signMessage', { address: payment!.address, message: 'hi' }),
    ).rejects.toEqual({
      message: 'Gangway Dev Wallet failed (error without code)',
    });
  });

  it('emits accountChange on an account switch and disconnect when permissions are renounced', async () => {
    const events: unknown[] = [];
    const offAccount = provider.addListener('accountChange', (event) => events.push(event));
    const offDisconnect = provider.addListener('disconnect', (event) => events.push(event));
    api.switchAccount(1);
    expect(events[0]).toMatchObject({
      type: 'accountChange',
      addresses: [
        { address: chain.accounts[1]!.payment.address },
        { address: chain.accounts[1]!.ordinal.address },
      ],
    });
    expect(result(await provider.request('wallet_renouncePermissions'))).toBeNull();
    expect(events[1]).toEqual({ type: 'disconnect' });
    offAccount();
    offDisconnect();
    api.switchAccount(0);
    expect(events).toHaveLength(2);
  });
});
