// How many upstream requests may be in flight at once, per project and per client: together with the answer size
// cap this bounds the memory the RPC proxy can hold (in flight × cap). The places are counters of a CounterStore, so
// instances sharing one share them. A request that finds a slot full waits a moment, in a queue of bounded length,
// for a place to free up, rather than being refused at once.
import type { CounterStore } from './CounterStore.ts';

export interface ConcurrencySlot {
  key: string;
  /** Places in flight. */
  max: number;
  /** Requests that may wait for a place. */
  queue: number;
}

export interface AcquireOptions {
  /** How long a request waits for a place (0: not at all). */
  waitMs: number;
  /** The longest a place is held: it is given back then even if its holder never releases it. */
  holdMs: number;
}

/** A waiter looks again this often, for places freed by other instances. */
const RECHECK_MS = 50;

export class ConcurrencyLimiter {
  readonly #waiters = new Set<() => void>();

  constructor(
    private readonly store: CounterStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a place in every slot (all or none), waiting up to waitMs; null when none came. Call the function when done. */
  async acquire(slots: readonly ConcurrencySlot[], options: AcquireOptions): Promise<(() => void) | null> {
    const place = await this.#take(slots, options.holdMs);
    if (place || options.waitMs <= 0) return place;
    const deadline = this.now() + options.waitMs;
    const queued = await this.store.add(
      slots.map((slot) => ({ key: `${slot.key}|queue`, max: slot.queue })),
      1,
      deadline,
    );
    if (!queued) return null;
    try {
      for (let left = options.waitMs; left > 0; left = deadline - this.now()) {
        await this.#placeFreed(Math.min(RECHECK_MS, left));
        const taken = await this.#take(slots, options.holdMs);
        if (taken) return taken;
      }
      return null;
    } finally {
      queued.release();
    }
  }

  async #take(slots: readonly ConcurrencySlot[], holdMs: number): Promise<(() => void) | null> {
    const hold = await this.store.add(
      slots.map(({ key, max }) => ({ key, max })),
      1,
      this.now() + holdMs,
    );
    if (!hold) return null;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      hold.release();
      for (const wake of [...this.#waiters]) wake();
    };
  }

  /** Resolves when a place of this instance is released, or after `ms`. */
  #placeFreed(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#waiters.add(wake);
    });
  }
}
