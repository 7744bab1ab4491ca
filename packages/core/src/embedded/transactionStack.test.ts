import { MAX_PENDING_TRANSACTIONS, NOT_ALLOWED_MESSAGE_DELAY_MS } from '@gangway/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTransactionStack, type TransactionStackHooks } from './transactionStack.ts';

function hooks() {
  const calls: string[] = [];
  const value: TransactionStackHooks = {
    closeModal: () => calls.push('closeModal'),
    refreshNativeBalance: () => calls.push('refresh'),
    rejectPending: (error) => calls.push(`rejectPending:${error.message}`),
    openForNotAllowed: (method) => calls.push(`open:${method}`),
    showNotAllowed: () => calls.push('notAllowed'),
  };
  return { value, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('transaction stack (SPEC §4)', () => {
  it('success of an unsafe request refreshes the native balance, then closes the modal or pops the top', async () => {
    const { value, calls } = hooks();
    const stack = createTransactionStack(value);
    await stack.run('personal_sign', async () => '0xsig');
    expect(calls).toEqual(['refresh', 'closeModal']);
    const popped: unknown[] = [];
    stack.push({ onSuccess: (result) => popped.push(result) });
    await stack.run('eth_sendTransaction', async () => '0xhash');
    expect(popped).toEqual(['0xhash']);
    expect(stack.size).toBe(0);
  });

  it('an RPC error closes the modal when the stack is empty, else pops the top with the error', async () => {
    const { value, calls } = hooks();
    const stack = createTransactionStack(value);
    const failure = new Error('rejected');
    await expect(stack.run('personal_sign', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(calls).toEqual(['closeModal']);
    const errors: unknown[] = [];
    stack.push({ onError: (error) => errors.push(error) });
    await expect(stack.run('personal_sign', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(errors).toEqual([failure]);
  });

  it('safe methods run as they are: no balance refresh, no modal, never rejected by a close', async () => {
    const { value, calls } = hooks();
    const stack = createTransactionStack(value);
    expect(await stack.run('eth_blockNumber', async () => '0x1')).toBe('0x1');
    stack.modalClosed();
    expect(calls).toEqual([]);
  });

  it('an unknown method opens the modal, and after 300 ms shows not-allowed and rejects pending requests', async () => {
    const { value, calls } = hooks();
    const stack = createTransactionStack(value);
    await expect(stack.run('eth_sign', async () => 'never')).rejects.toMatchObject({
      details: { code: 4200 },
    });
    expect(calls).toEqual(['open:eth_sign']);
    await vi.advanceTimersByTimeAsync(NOT_ALLOWED_MESSAGE_DELAY_MS - 1);
    expect(calls).toEqual(['open:eth_sign']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['open:eth_sign', 'notAllowed', 'rejectPending:Requested RPC call is not allowed']);
  });

  it('the pending requests it rejects leave the modal open on the not-allowed message', async () => {
    const { value, calls } = hooks();
    let rejectWaiting: (error: Error) => void = () => undefined;
    const stack = createTransactionStack({ ...value, rejectPending: (error) => rejectWaiting(error) });
    const waiting = stack.run('personal_sign', () => new Promise((_, reject) => (rejectWaiting = reject)));
    waiting.catch(() => undefined);
    await expect(stack.run('eth_unknownThing', async () => 'never')).rejects.toMatchObject({
      details: { code: 4200 },
    });
    await vi.advanceTimersByTimeAsync(NOT_ALLOWED_MESSAGE_DELAY_MS);
    await expect(waiting).rejects.toMatchObject({ message: 'Requested RPC call is not allowed' });
    expect(calls).toEqual(['open:eth_unknownThing', 'notAllowed']);
    expect(stack.pending).toBe(0);
  });

  it('closing the modal with an empty stack rejects pending requests', async () => {
    const { value, calls } = hooks();
    const stack = createTransactionStack(value);
    void stack.run('personal_sign', () => new Promise(() => undefined));
    stack.modalClosed();
    expect(calls).toEqual(['rejectPending:Modal closed']);
  });

  it(`refuses more than ${MAX_PENDING_TRANSACTIONS} pending requests`, async () => {
    const stack = createTransactionStack(hooks().value);
    for (let i = 0; i < MAX_PENDING_TRANSACTIONS; i++)
      void stack.run('personal_sign', () => new Promise(() => undefined));
    expect(stack.pending).toBe(MAX_PENDING_TRANSACTIONS);
    await expect(stack.run('personal_sign', async () => 'x')).rejects.toMatchObject({
      details: { code: -32005 },
    });
  });
});
