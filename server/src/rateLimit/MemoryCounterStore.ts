// CounterStore in this process's memory. Amounts are kept per key in expiry buckets (1 s wide within a minute, 10 s
// within an hour, a minute beyond: a bucket ends when its last second does, so an amount is never let go early);
// the least recently used keys are dropped past MAX_KEYS, so distinct clients cannot grow memory without bound.
import type { Counter, CounterStore, Hold } from './CounterStore.ts';

interface Tally {
  total: number;
  /** Bucket end (Unix ms) → amount expiring then. */
  amounts: Map<number, number>;
  /** The bucket ends, ascending. */
  ends: number[];
}

const MAX_KEYS = 100_000;

function bucketEnd(expiresAt: number, now: number): number {
  const distance = expiresAt - now;
  const width = distance <= 60_000 ? 1_000 : distance <= 3_600_000 ? 10_000 : 60_000;
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
    for (const tally of tallies) put(tally, end, amount);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        for (const counter of counters) {
          const tally = this.#tallies.get(counter.key);
          if (tally) take(tally, end, amount);
        }
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

function put(tally: Tally, end: number, amount: number): void {
  const held = tally.amounts.get(end);
  if (held === undefined) {
    let low = 0;
    let high = tally.ends.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((tally.ends[middle] ?? 0) < end) low = middle + 1;
      else high = middle;
    }
    tally.ends.splice(low, 0, end);
  }
  tally.amounts.set(end, (held ?? 0) + amount);
  tally.total += amount;
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
