// Budgets of amounts held rather than spent per second: connections and proxied calls in flight, bytes in the relay's
// mailbox, analytics events of a day. Each amount leaves its counters when released or at its expiry (so a store
// shared by several instances, in Redis or PostgreSQL, never keeps the holds of an instance that died). In memory
// today (MemoryCounterStore); the token buckets of requests per second are the other interface, RateLimiter.

export interface Counter {
  key: string;
  /** The most the counter may hold. */
  max: number;
}

export interface Hold {
  /** Takes the amount off its counters before its expiry (a second call does nothing). */
  release(): void;
}

export interface CounterStore {
  /**
   * Adds `amount` to every counter, or to none when one would pass its max (null). The amount stays until the hold
   * is released or until `expiresAt` (Unix ms), whichever comes first.
   */
  add(counters: readonly Counter[], amount: number, expiresAt: number): Hold | null | Promise<Hold | null>;
}
