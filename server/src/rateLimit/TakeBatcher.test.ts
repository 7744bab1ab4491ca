import { describe, expect, it } from 'vitest';
import { flattenTakes, MAX_BATCH, type Take, TakeBatcher } from './TakeBatcher.ts';

const take = (key: string, cost = 1): Take => ({
  budgets: [{ key, limit: { perSecond: 1, burst: 10 } }],
  cost,
  debit: false,
});

/** A store that records each round trip's takes and answers when told to. */
function recordingStore() {
  const trips: { takes: readonly Take[]; answer(retries?: number[]): void; fail(error: Error): void }[] = [];
  return {
    trips,
    takeTokens: (takes: readonly Take[]) =>
      new Promise<number[]>((resolve, reject) => {
        trips.push({ takes, answer: (retries) => resolve(retries ?? takes.map(() => 0)), fail: reject });
      }),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('TakeBatcher', () => {
  it('sends the takes of one turn in one round trip, in order, and answers each its own', async () => {
    const store = recordingStore();
    const batcher = new TakeBatcher(store.takeTokens);
    const answers = Promise.all(['a', 'b', 'c'].map((key) => batcher.take(take(key))));
    await turn();
    expect(store.trips).toHaveLength(1);
    expect(store.trips[0]?.takes.map((sent) => sent.budgets[0]?.key)).toEqual(['a', 'b', 'c']);
    store.trips[0]?.answer([0, 250, 0]);
    expect(await answers).toEqual([0, 250, 0]);
  });

  it('keeps one round trip in flight: what arrives meanwhile goes together in the next', async () => {
    const store = recordingStore();
    const batcher = new TakeBatcher(store.takeTokens);
    const first = batcher.take(take('a'));
    await turn();
    const later = Promise.all(Array.from({ length: 20 }, (_, i) => batcher.take(take(`k${i}`))));
    await turn();
    await turn();
    expect(store.trips).toHaveLength(1);
    store.trips[0]?.answer();
    expect(await first).toBe(0);
    await turn();
    await turn();
    expect(store.trips).toHaveLength(2);
    expect(store.trips[1]?.takes).toHaveLength(20);
    store.trips[1]?.answer();
    expect(await later).toEqual(Array.from({ length: 20 }, () => 0));
  });

  it('splits a backlog larger than a batch and fails only the takes of a failed round trip', async () => {
    const store = recordingStore();
    const batcher = new TakeBatcher(store.takeTokens);
    const answers = Array.from({ length: MAX_BATCH + 1 }, (_, i) =>
      batcher.take(take(`k${i}`)).then(
        (retry) => retry,
        (error: Error) => error.message,
      ),
    );
    await turn();
    expect(store.trips.map((trip) => trip.takes.length)).toEqual([MAX_BATCH, 1]);
    store.trips[0]?.fail(new Error('Redis went away'));
    store.trips[1]?.answer();
    const settled = await Promise.all(answers);
    expect(settled.slice(0, MAX_BATCH).every((answer) => answer === 'Redis went away')).toBe(true);
    expect(settled[MAX_BATCH]).toBe(0);
  });
});

describe('flattenTakes', () => {
  it('names each distinct key once, sorted, and points every budget of every take at it', () => {
    const project = { key: 'api|p', limit: { perSecond: 5, burst: 50 } };
    const flat = flattenTakes([
      {
        budgets: [project, { key: 'api|p|ip|b', limit: { perSecond: 1, burst: 10 } }],
        cost: 1,
        debit: false,
      },
      { budgets: [project, { key: 'api|p|ip|a', limit: { perSecond: 1, burst: 10 } }], cost: 3, debit: true },
    ]);
    expect(flat).toEqual({
      keys: ['api|p', 'api|p|ip|a', 'api|p|ip|b'],
      keyBursts: [50, 10, 10],
      entryKeys: [1, 3, 1, 2],
      rates: [5, 1, 5, 1],
      bursts: [50, 10, 50, 10],
      sizes: [2, 2],
      costs: [1, 3],
      debits: [false, true],
    });
  });
});
