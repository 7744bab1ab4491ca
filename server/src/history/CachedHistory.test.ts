import type { HistoryResponse } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { CachedHistory } from './CachedHistory.ts';
import type { HistorySource } from './HistorySource.ts';

function counting(fail = false) {
  const calls: string[] = [];
  const source: HistorySource = {
    page: async (account, cursor) => {
      calls.push(`${account}|${cursor ?? ''}`);
      if (fail) throw new Error('upstream down');
      return { data: [], next: String(calls.length) } satisfies HistoryResponse;
    },
  };
  return { calls, source };
}

describe('CachedHistory', () => {
  it('serves a page again from memory, shares a read in progress, and re-reads after changed() or the TTL', async () => {
    const { calls, source } = counting();
    const cached = new CachedHistory(source, 50);
    const [a, b] = await Promise.all([cached.page('0xa', undefined), cached.page('0xa', undefined)]);
    expect(a).toBe(b);
    expect(await cached.page('0xa', undefined)).toBe(a);
    await cached.page('0xa', '5');
    await cached.page('0xb', undefined);
    expect(calls).toEqual(['0xa|', '0xa|5', '0xb|']);
    cached.changed();
    await cached.page('0xa', undefined);
    expect(calls).toHaveLength(4);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cached.page('0xa', undefined);
    expect(calls).toHaveLength(5);
  });

  it('keeps no failed read', async () => {
    const { calls, source } = counting(true);
    const cached = new CachedHistory(source, 10_000);
    await expect(cached.page('0xa', undefined)).rejects.toThrow('upstream down');
    await expect(cached.page('0xa', undefined)).rejects.toThrow('upstream down');
    expect(calls).toHaveLength(2);
  });
});
