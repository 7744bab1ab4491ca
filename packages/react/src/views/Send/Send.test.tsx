import { SEND_MESSAGES, sendStore, sentTransactions, USER_MESSAGES } from '@gangway/core/internal';
import { testPolygon } from '@gangway/core/testing';
import { evmAdapter } from '@gangway/evm';
import { GangwayError, parseCaipAddress } from '@gangway/protocol';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAKE_API_URL, installFakeServer, tokenBalance } from '../../testing/fakeServer.ts';
import { connectHarness, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';

const RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const ETH = tokenBalance('ETH', '1', 3000);
const USDC = tokenBalance('USDC', '100', 100, { name: 'USD Coin' });

async function openSend(options = {}) {
  const server = installFakeServer([], () => [ETH, USDC]);
  const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL, ...options });
  // The fake wallet's family sends as EVM does: its transfers and fee are the EVM adapter's own.
  harness.adapter.transfers = evmAdapter().transfers;
  harness.gangway.start();
  await connectHarness(harness);
  act(() => harness.gangway.open());
  await settle();
  await waitFor(() => expect(modal().queryByTestId('gw-token-USDC')).not.toBeNull(), { timeout: 3_000 });
  fireEvent.click(modal().getByRole('button', { name: 'Send' }));
  await settle();
  await waitFor(() => expect(modal().queryByTestId('gw-view-Send')).not.toBeNull(), { timeout: 3_000 });
  return { ...harness, server };
}

function type(testId: string, value: string) {
  fireEvent.change(modal().getByTestId(testId), { target: { value } });
}

function chooseToken(symbol: string) {
  const option = [...modal().getByTestId('gw-send-token').querySelectorAll('option')].find((each) =>
    each.textContent?.startsWith(symbol),
  );
  fireEvent.change(modal().getByTestId('gw-send-token'), { target: { value: option?.value } });
}

async function submit() {
  fireEvent.click(modal().getByTestId('gw-send-submit'));
  await settle();
}

const error = () => modal().queryByTestId('gw-send-error')?.textContent;

/** A ceiling for the one-off load below on a loaded machine, far above what it takes (it ends as soon as it is done). */
const RUNTIME_LOAD_TIMEOUT_MS = 60_000;

describe('Send view', () => {
  // The EVM adapter's runtime (wagmi and viem, transformed by Vite on its first import: seconds on a loaded machine)
  // loads before the tests, so that no test's wait for a fee includes it.
  beforeAll(async () => {
    await evmAdapter().transfers?.();
  }, RUNTIME_LOAD_TIMEOUT_MS);
  afterEach(() => vi.unstubAllGlobals());

  it('opens from Account with the dialog titled Send, the token list from the balances and the fee', async () => {
    await openSend();
    expect(modal().getByRole('dialog', { name: 'Send' })).toBeTruthy();
    const options = [...modal().getByTestId('gw-send-token').querySelectorAll('option')].map(
      (o) => o.textContent,
    );
    expect(options).toEqual(['ETH · Ether', 'USDC · USD Coin']);
    expect(modal().getByTestId('gw-send-available').textContent).toBe('Available: 1.00 ETH');
    await waitFor(() => expect(modal().getByTestId('gw-send-fee').textContent).toContain('0.000021 ETH'), {
      timeout: 3_000,
    });
  });

  it("says 'An amount and receiver address are required' on an empty submit", async () => {
    const { adapter } = await openSend();
    await submit();
    expect(error()).toBe(USER_MESSAGES.AMOUNT_AND_RECEIVER_REQUIRED);
    type('gw-send-amount', '0.1');
    await submit();
    expect(error()).toBe(USER_MESSAGES.AMOUNT_AND_RECEIVER_REQUIRED);
    expect(adapter.calls.some((call) => call.method === 'sendTransaction')).toBe(false);
  });

  it.each([
    ['0.1234567', 'USDC', SEND_MESSAGES.TOO_MANY_DECIMALS({ symbol: 'USDC', decimals: 6 })],
    ['-1', 'ETH', SEND_MESSAGES.AMOUNT_NOT_A_NUMBER],
    ['0', 'ETH', SEND_MESSAGES.AMOUNT_NOT_POSITIVE],
    ['1e-3', 'ETH', SEND_MESSAGES.AMOUNT_NOT_A_NUMBER],
    ['0. 5', 'ETH', SEND_MESSAGES.AMOUNT_NOT_A_NUMBER],
    ['2', 'ETH', SEND_MESSAGES.INSUFFICIENT_BALANCE({ symbol: 'ETH' })],
    ['1', 'ETH', SEND_MESSAGES.INSUFFICIENT_FOR_FEE({ symbol: 'ETH' })],
    ['101', 'USDC', SEND_MESSAGES.INSUFFICIENT_BALANCE({ symbol: 'USDC' })],
  ])('refuses the amount %j of %s', async (amount, symbol, message) => {
    await openSend();
    await waitFor(() => expect(modal().getByTestId('gw-send-fee').textContent).toContain('ETH'), {
      timeout: 3_000,
    });
    chooseToken(symbol);
    type('gw-send-amount', amount);
    type('gw-send-receiver', RECEIVER);
    await settle();
    expect(error()).toBe(message);
  });

  it.each([
    [`0x${'0'.repeat(40)}`, SEND_MESSAGES.ZERO_ADDRESS],
    // Only the EVM adapter is configured here: a Solana address is named as such when the Solana adapter is (core's
    // receiverAddress tests).
    [SOLANA_ADDRESS, SEND_MESSAGES.INVALID_RECEIVER({ family: 'EVM' })],
    ['0x1234', SEND_MESSAGES.INVALID_RECEIVER({ family: 'EVM' })],
  ])('refuses the receiver %s', async (receiver, message) => {
    await openSend();
    type('gw-send-amount', '0.1');
    type('gw-send-receiver', receiver);
    await settle();
    expect(error()).toBe(message);
  });

  it('"Max" keeps twice the estimated fee of the native currency, and takes a whole token balance', async () => {
    await openSend();
    await waitFor(() => expect(modal().getByTestId('gw-send-fee').textContent).toContain('0.000021 ETH'), {
      timeout: 3_000,
    });
    fireEvent.click(modal().getByTestId('gw-send-max'));
    expect((modal().getByTestId('gw-send-amount') as HTMLInputElement).value).toBe('0.999958');
    chooseToken('USDC');
    await settle();
    fireEvent.click(modal().getByTestId('gw-send-max'));
    expect((modal().getByTestId('gw-send-amount') as HTMLInputElement).value).toBe('100');
  });

  it('sends ETH through the wallet, toasts, goes back to Account with refreshed balances and a reset form', async () => {
    const { adapter, gangway, server } = await openSend();
    type('gw-send-amount', '0.25');
    type('gw-send-receiver', RECEIVER);
    const balanceCalls = server.calls.filter((url) => url.pathname.endsWith('/balance')).length;
    await submit();
    const call = adapter.calls.find((each) => each.method === 'sendTransaction');
    expect(call?.params).toMatchObject({ to: RECEIVER, value: 250_000_000_000_000_000n });
    expect(call?.params).not.toHaveProperty('data');
    expect(modal().getByTestId('gw-toast').textContent).toContain(SEND_MESSAGES.TRANSACTION_SENT);
    expect(gangway.modal.getState().history).toEqual([{ view: 'Account', data: undefined }]);
    expect(sendStore(gangway).getState()).toMatchObject({
      sendTokenAmount: '',
      receiverAddress: '',
      loading: false,
    });
    await waitFor(() =>
      expect(server.calls.filter((url) => url.pathname.endsWith('/balance')).length).toBeGreaterThan(
        balanceCalls,
      ),
    );
    expect(server.calls.at(-1)?.searchParams.get('forceUpdate')).toBeTruthy();
    expect(sentTransactions(gangway).getState().items[0]).toMatchObject({
      id: '0xhash',
      metadata: { status: 'pending', operationType: 'send', sentTo: RECEIVER },
    });
  });

  it('sends an ERC-20 as transfer(address,uint256) to the token contract', async () => {
    const { adapter } = await openSend();
    chooseToken('USDC');
    type('gw-send-amount', '12.5');
    type('gw-send-receiver', RECEIVER);
    await submit();
    const call = adapter.calls.find((each) => each.method === 'sendTransaction');
    expect(call?.params).toMatchObject({
      to: parseCaipAddress(USDC.address).address,
      value: 0n,
      // transfer(address,uint256): the selector, the receiver and the amount, each a 32-byte word.
      data: `0xa9059cbb${'0'.repeat(24)}${RECEIVER.slice(2)}${12_500_000n.toString(16).padStart(64, '0')}`,
    });
  });

  it('keeps the form and says why when the wallet rejects', async () => {
    const { adapter, gangway } = await openSend();
    adapter.behaviour.send = async () => {
      throw new GangwayError('USER_REJECTED', { category: 'WALLET_ERROR' });
    };
    type('gw-send-amount', '0.25');
    type('gw-send-receiver', RECEIVER);
    await submit();
    expect(error()).toBe('User rejected the request');
    expect((modal().getByTestId('gw-send-amount') as HTMLInputElement).value).toBe('0.25');
    expect(gangway.modal.getState().history.at(-1)).toEqual({ view: 'Account', data: { screen: 'Send' } });
    expect(modal().getByTestId('gw-send-submit').hasAttribute('disabled')).toBe(false);
  });

  it('clears the send state when the active network changes (SPEC §4)', async () => {
    const { gangway } = await openSend();
    type('gw-send-amount', '0.25');
    type('gw-send-receiver', RECEIVER);
    await act(async () => {
      await gangway.switchNetwork(testPolygon);
    });
    await settle();
    expect(sendStore(gangway).getState()).toMatchObject({ sendTokenAmount: '', receiverAddress: '' });
  });

  it('is not offered when the local send feature is off', async () => {
    installFakeServer([], () => [ETH]);
    const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL, features: { send: false } });
    harness.gangway.start();
    await connectHarness(harness);
    act(() => harness.gangway.open());
    await settle();
    expect(modal().queryByTestId('gw-account-send')).toBeNull();
    expect(modal().getByTestId('gw-account-receive')).toBeTruthy();
  });
});
