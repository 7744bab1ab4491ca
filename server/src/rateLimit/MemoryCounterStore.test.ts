import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from './MemoryCounterStore.ts';

const counter = (key: string, max: number) => ({ key, max });

describe('MemoryCounterStore', () => {
  it('adds to every counter or to none, and lets an amount go when released', () => {
    const store = new MemoryCounterStore(() => 0);
    const project = counter('project', 10);
    const first = store.add([project, counter('a', 4)], 4, 60_000);
    expect(first).not.toBeNull();
    expect(store.add([project, counter('a', 4)], 1, 60_000)).toBeNull();
    // The refusal took nothing from the project: 6 are left for other clients.
    expect(store.add([project, counter('b', 10)], 6, 60_000)).not.toBeNull();
    expect(store.add([project, counter('c', 10)], 1, 60_000)).toBeNull();
    first?.release();
    first?.release();
    expect(store.held('project')).toBe(6);
    expect(store.add([project, counter('a', 4)], 4, 60_000)).not.toBeNull();
  });

  it('lets an amount go at its expiry, never before it', () => {
    let now = 1_000_000;
    const store = new MemoryCounterStore(() => now);
    store.add([counter('topic', 3)], 2, now + 90_000);
    store.add([counter('topic', 3)], 1, now + 86_400_000);
    expect(store.add([counter('topic', 3)], 1, now + 1_000)).toBeNull();
    now += 89_999;
    expect(store.held('topic')).toBe(3);
    now += 10_001;
    expect(store.held('topic')).toBe(1);
    // Its bucket ends at most 1/32 of its lifetime later.
    now += 86_400_000 + 86_400_000 / 32;
    expect(store.held('topic')).toBe(0);
  });

  it('never holds more than a counter’s max, whatever the adds, releases and time (property)', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        key: fc.constantFrom('a', 'b'),
        amount: fc.integer({ min: 1, max: 5 }),
        ttl: fc.integer({ min: 1, max: 200_000 }),
      }),
      fc.record({ kind: fc.constant('release' as const), index: fc.nat() }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 100_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 100 }), (steps) => {
        let now = 0;
        const store = new MemoryCounterStore(() => now);
        const holds: { release(): void }[] = [];
        for (const next of steps) {
          if (next.kind === 'add') {
            const hold = store.add([counter('shared', 8), counter(next.key, 6)], next.amount, now + next.ttl);
            if (hold) holds.push(hold);
          } else if (next.kind === 'release') {
            holds[next.index % Math.max(1, holds.length)]?.release();
          } else {
            now += next.ms;
          }
          expect(store.held('shared')).toBeLessThanOrEqual(8);
          expect(store.held('a')).toBeLessThanOrEqual(6);
          expect(store.held('shared')).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('keeps a key to a bounded number of buckets, holding amounts longer rather than shorter', () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    const holds = [];
    for (let second = 1; second <= 1_000; second++) {
      holds.push(store.add([counter('many', 10_000)], 1, now + second * 1_000));
    }
    expect(store.held('many')).toBe(1_000);
    now = 999_000;
    expect(store.held('many')).toBeGreaterThanOrEqual(1);
    now = 1_100_000;
    expect(store.held('many')).toBe(0);
    for (const hold of holds.slice(0, 10)) hold?.release();
    expect(store.held('many')).toBe(0);
  });

  it('keeps at most maxKeys keys, and drops a key whose amounts are gone at each add', () => {
    let now = 0;
    const bounded = new MemoryCounterStore(() => now, 3);
    for (const key of ['a', 'b', 'c', 'd']) bounded.add([counter(key, 1)], 1, now + 1_000);
    expect(bounded.size).toBe(3);
    const store = new MemoryCounterStore(() => now);
    for (const key of ['a', 'b', 'c']) store.add([counter(key, 1)], 1, now + 1_000);
    now = 5_000;
    store.add([counter('d', 1)], 1, now + 1_000);
    expect(store.size).toBe(3);
    store.add([counter('e', 1)], 1, now + 1_000);
    store.add([counter('f', 1)], 1, now + 1_000);
    expect(store.size).toBe(3);
  });
});
