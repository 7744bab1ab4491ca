// The budget checks of one instance, sent to the shared store (Redis, PostgreSQL) in batches: one round trip in flight
// at a time, and every check that arrives meanwhile goes in the next one. The store applies a batch's takes one after
// the other in one atomic step, so each request's decision is exactly what it would be on its own — but a busy
// instance pays one write, one read and one script or function call per batch, not per request. (ioredis's
// auto-pipelining joins only the commands of one callback: one HTTP request each, so a command and a round trip each.)
// A check that arrives while nothing is in flight waits only for the end of the event loop's current turn.
import type { Budget } from './RateLimiter.ts';

/** One request's take: `cost` from every budget, or from none when one lacks it; with `debit`, even into debt. */
export interface Take {
  budgets: readonly Budget[];
  cost: number;
  debit: boolean;
}

/** The store's atomic step over takes in order: per take, 0 when taken or the milliseconds until it would be. */
export type TakeTokens = (takes: readonly Take[]) => Promise<number[]>;

/** Takes in one round trip at most (a larger backlog goes in several at once). */
export const MAX_BATCH = 64;

interface Waiting {
  take: Take;
  resolve(retryAfterMs: number): void;
  reject(error: unknown): void;
}

export class TakeBatcher {
  #waiting: Waiting[] = [];
  #inFlight = 0;
  #scheduled = false;

  constructor(private readonly takeTokens: TakeTokens) {}

  take(take: Take): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ take, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight > 0 || this.#waiting.length === 0) return;
    this.#scheduled = true;
    // After the I/O callbacks of this turn: the requests read in it go together.
    setImmediate(() => {
      this.#scheduled = false;
      this.#flush();
    });
  }

  #flush(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (let start = 0; start < waiting.length; start += MAX_BATCH) {
      const batch = waiting.slice(start, start + MAX_BATCH);
      this.#inFlight += 1;
      this.takeTokens(batch.map((entry) => entry.take))
        .then(
          (retries) => {
            for (const [index, entry] of batch.entries()) {
              const retry = retries[index];
              if (retry === undefined)
                entry.reject(new Error('The budget store answered fewer takes than asked'));
              else entry.resolve(retry);
            }
          },
          (error: unknown) => {
            for (const entry of batch) entry.reject(error);
          },
        )
        .finally(() => {
          this.#inFlight -= 1;
          this.#schedule();
        });
    }
  }
}

/**
 * A batch as the stores' steps read it: the distinct keys in sorted order (the order rows are locked in), each with
 * a burst for a bucket not yet stored; the budgets of every take, in order, as entries (index of the key, 1-based,
 * rate and burst); and per take its number of entries, cost and debit.
 */
export interface FlatTakes {
  keys: string[];
  keyBursts: number[];
  entryKeys: number[];
  rates: number[];
  bursts: number[];
  sizes: number[];
  costs: number[];
  debits: boolean[];
}

export function flattenTakes(
  takes: readonly Take[],
  keyOf: (budget: Budget) => string = (budget) => budget.key,
): FlatTakes {
  const bursts = new Map<string, number>();
  for (const take of takes)
    for (const budget of take.budgets)
      if (!bursts.has(keyOf(budget))) bursts.set(keyOf(budget), budget.limit.burst);
  const keys = [...bursts.keys()].sort();
  const position = new Map(keys.map((key, index) => [key, index + 1]));
  const entries = takes.flatMap((take) => take.budgets);
  return {
    keys,
    keyBursts: keys.map((key) => bursts.get(key) ?? 0),
    entryKeys: entries.map((budget) => position.get(keyOf(budget)) ?? 0),
    rates: entries.map((budget) => budget.limit.perSecond),
    bursts: entries.map((budget) => budget.limit.burst),
    sizes: takes.map((take) => take.budgets.length),
    costs: takes.map((take) => take.cost),
    debits: takes.map((take) => take.debit),
  };
}
