// @vitest-environment happy-dom

import { devAccounts, revertSnapshot, takeSnapshot } from '@gangway/devnet';
import { ERROR_MESSAGES } from '@gangway/protocol';
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cleanupWallets,
  connectorOf,
  createTestAdapter,
  createTestWallet,
  type TestWallet,
  testChain,
} from '../test/harness.ts';

// Only this file writes to the chains; it puts them back after every test.
let snapshots: Hex[] = [];
beforeEach(async () => {
  snapshots = await Promise.all([1, 137].map((id) => takeSnapshot(testChain(id as 1 | 137).rpcUrl)));
});
afterEach(async () => {
  cleanupWallets();
  await Promise.all(
    [1, 137].map((id, index) => revertSnapshot(testChain(id as 1 | 137).rpcUrl, snapshots[index]!)),
  );
});

async function connected(wallet: TestWallet = createTestWallet()) {
  const test = createTestAdapter();
  const connection = await test.adapter.connect({
    connector: connectorOf(wallet.info.rdns),
    network: test.networks[0]!,
  });
  return { wallet, address: connection.accounts[0].address, ...test };
}

describe('signMessage', () => {
  it('signs with personal_sign [message, address]; the signature verifies', async () => {
    const { wallet, adapter, address } = await connected();
    const message = 'Sign in to Gangway\nNonce: 42';
    const signature = await adapter.signMessage({
      connector: connectorOf(wallet.info.rdns),
      address,
      message,
    });
    const call = wallet.calls.find((candidate) => candidate.method === 'personal_sign');
    expect(call?.params).toEqual([`0x${Buffer.from(message, 'utf8').toString('hex')}`, address]);
    await expect(
      verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
    ).resolves.toBe(true);
  });

  it('signs a message that looks like hex as its text', async () => {
    const { wallet, adapter, address } = await connected();
    const signature = await adapter.signMessage({
      connector: connectorOf(wallet.info.rdns),
      address,
      message: '0xdeadbeef',
    });
    await expect(
      verifyMessage({ address: address as Hex, message: '0xdeadbeef', signature: signature as Hex }),
    ).resolves.toBe(true);
  });

  it('throws USER_REJECTED when the user declines', async () => {
    const { wallet, adapter, address } = await connected();
    wallet.answer.approve = false;
    await expect(
      adapter.signMessage({ connector: connectorOf(wallet.info.rdns), address, message: 'no' }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED', message: ERROR_MESSAGES.USER_REJECTED });
  });

  it('names the method when the wallet refuses for another reason', async () => {
    const { wallet, adapter } = await connected();
    const stranger = devAccounts()[7]!.address;
    await expect(
      adapter.signMessage({ connector: connectorOf(wallet.info.rdns), address: stranger, message: 'hi' }),
    ).rejects.toMatchObject({ code: 'WALLET_REQUEST_FAILED', cause: { code: 4100 } });
  });
});

describe('sendTransaction', () => {
  const recipient = devAccounts()[9]!.address;

  it('sends through the wallet; the transaction is mined', async () => {
    const { wallet, adapter, address, networks } = await connected();
    const client = createPublicClient({ transport: http(testChain(1).rpcUrl) });
    const before = await client.getBalance({ address: recipient });
    const hash = await adapter.sendTransaction({
      connector: connectorOf(wallet.info.rdns),
      network: networks[0]!,
      from: address,
      to: recipient,
      value: parseEther('1.5'),
    });
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('1.5'));
    const call = wallet.calls.find((candidate) => candidate.method === 'eth_sendTransaction');
    expect(call?.params).toEqual([
      { from: address.toLowerCase(), to: recipient.toLowerCase(), value: '0x14d1120d7b160000' },
    ]);
  });

  it('moves the wallet to the transaction network first', async () => {
    const { wallet, adapter, address, networks } = await connected();
    const hash = await adapter.sendTransaction({
      connector: connectorOf(wallet.info.rdns),
      network: networks[1]!,
      from: address,
      to: recipient,
      value: 1n,
      data: '0x',
    });
    expect(wallet.provider.controls.state().chainId).toBe(137);
    const client = createPublicClient({ transport: http(testChain(137).rpcUrl) });
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
  });

  it('throws USER_REJECTED when the user declines', async () => {
    const { wallet, adapter, address, networks } = await connected();
    wallet.answer.approve = false;
    await expect(
      adapter.sendTransaction({
        connector: connectorOf(wallet.info.rdns),
        network: networks[0]!,
        from: address,
        to: recipient,
        value: 1n,
      }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' });
  });
});
