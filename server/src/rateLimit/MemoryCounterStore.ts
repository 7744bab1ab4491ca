// CounterStore in this process's memory. Amounts are kept per key in expiry buckets, about 1/64 of the time left
// wide (a second at least), at most MAX_BUCKETS a key: an amount is let go at the end of its bucket, never before its
// own expiry. The least recently used keys are dropped past MAX_KEYS, so distinct clients cannot grow memory
// without bound.
import type { Counter, CounterStore, Hold } from './CounterStore.ts';

interface Tally {
  total: number;
  /** Bucket end (Unix ms) → amount expiring then. */
  amounts: Map<number, number>;
  /** The bucket ends, ascending. */
  ends: number[];
}

const MAX_KEYS = 100_000;
const MAX_BUCKETS = 128;

function bucketEnd(expiresAt: number, now: number): number {
  const width = Math.max(1_000, 2 ** Math.ceil(Math.log2(Math.max(1, expiresAt - now) / 64)));
  return Math.ceil(expiresAt / width) * width;
}

export class MemoryCounterStore implements CounterStore {
  readonly #tallies = new Map<string, Tally>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  /** Keys held in memory. */
  get size(): number {
    return this.#tallies.size;
  }

  /** What a counter holds now. */
  held(key: string): number {
    const tally = this.#tallies.get(key);
    if (!tally) return 0;
    expire(tally, this.now());
    return tally.total;
  }

  add(counters: readonly Counter[], amount: number, expiresAt: number): Hold | null {
    const now = this.now();
    this.#dropOldestIfEmpty(now);
    const tallies = counters.map((counter) => this.#tally(counter.key, now));
    if (counters.some((counter, index) => tallies[index]!.total + amount > counter.max)) return null;
    const end = bucketEnd(expiresAt, now);
    if (end <= now || amount <= 0) return { release: () => {} };
    const ends = tallies.map((tally) => put(tally, end, amount));
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        counters.forEach((counter, index) => {
          const tally = this.#tallies.get(counter.key);
          if (tally) take(tally, ends[index] ?? end, amount);
        });
      },
    };
  }

  /** Keys whose amounts all expired go as the least recently used key is looked at, one per add. */
  #dropOldestIfEmpty(now: number): void {
    const oldest = this.#tallies.entries().next().value;
    if (!oldest) return;
    expire(oldest[1], now);
    if (oldest[1].total <= 0) this.#tallies.delete(oldest[0]);
  }

  #tally(key: string, now: number): Tally {
    const tally = this.#tallies.get(key) ?? { total: 0, amounts: new Map(), ends: [] };
    expire(tally, now);
    // Re-inserting keeps the map in least-recently-used order.
    this.#tallies.delete(key);
    this.#tallies.set(key, tally);
    while (this.#tallies.size > this.maxKeys) {
      const first = this.#tallies.keys().next().value;
      if (first === undefined) break;
      this.#tallies.delete(first);
    }
    return tally;
  }
}

function expire(tally: Tally, now: number): void {
  let gone = 0;
  while (gone < tally.ends.length && (tally.ends[gone] ?? 0) <= now) {
    const end = tally.ends[gone] as number;
    tally.total -= tally.amounts.get(end) ?? 0;
    tally.amounts.delete(end);
    gone += 1;
  }
  if (gone > 0) tally.ends.splice(0, gone);
}

/** Adds the amount to the bucket ending at `end` and answers where it went: a later bucket when a key has many. */
function put(tally: Tally, end: number, amount: number): number {
  let low = 0;
  let high = tally.ends.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tally.ends[middle] ?? 0) < end) low = middle + 1;
    else high = middle;
  }
  let target = end;
  if (!tally.amounts.has(end)) {
    if (tally.ends.length < MAX_BUCKETS) {
      tally.ends.splice(low, 0, end);
    } else if (low < tally.ends.length) {
      // Held until the next bucket ends: later than asked, never earlier.
      target = tally.ends[low] as number;
    } else {
      // Past every bucket: the last one is held until this end instead.
      const last = tally.ends.pop() as number;
      const moved = tally.amounts.get(last) ?? 0;
      tally.amounts.delete(last);
      tally.ends.push(end);
      tally.amounts.set(end, moved);
    }
  }
  tally.amounts.set(target, (tally.amounts.get(target) ?? 0) + amount);
  tally.total += amount;
  return target;
}

function take(tally: Tally, end: number, amount: number): void {
  const held = tally.amounts.get(end);
  if (held === undefined) return;
  const taken = Math.min(held, amount);
  tally.total -= taken;
  if (held - taken > 0) {
    tally.amounts.set(end, held - taken);
    return;
  }
  tally.amounts.delete(end);
  tally.ends.splice(tally.ends.indexOf(end), 1);
}
