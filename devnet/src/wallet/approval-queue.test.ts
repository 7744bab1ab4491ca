import { describe, expect, it } from 'vitest';
import { createApprovalQueue } from './approval-queue.ts';
import type { DevWalletApprovalRequest } from './types.ts';

const request = (id: number, method: string) => ({ id, method }) as unknown as DevWalletApprovalRequest;

describe('the approval queue', () => {
  it('holds prompts from several providers apart, even when their own ids collide', async () => {
    const queue = createApprovalQueue();
    const evm = queue.approve(request(1, 'eth_requestAccounts'));
    const solana = queue.approve(request(1, 'standard:connect'));
    const [first, second] = queue.pending();
    expect(first?.id).not.toBe(second?.id);
    expect(queue.settle(false, second?.id)).toBe(true);
    expect(queue.pending().map((pending) => pending.method)).toEqual(['eth_requestAccounts']);
    queue.settle(true);
    await expect(evm).resolves.toBe(true);
    await expect(solana).resolves.toBe(false);
  });
});
