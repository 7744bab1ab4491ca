// How many upstream requests may be in flight at once, per project and per client: together with the answer
// size cap this bounds the memory the RPC proxy can hold (in flight × cap).
export interface ConcurrencySlot {
  key: string;
  max: number;
}

export class ConcurrencyLimiter {
  readonly #inFlight = new Map<string, number>();

  /** Takes a place in every slot, or in none (null) when one is full; call the returned function when done. */
  tryAcquire(slots: readonly ConcurrencySlot[]): (() => void) | null {
    if (slots.some((slot) => (this.#inFlight.get(slot.key) ?? 0) >= slot.max)) return null;
    for (const slot of slots) this.#inFlight.set(slot.key, (this.#inFlight.get(slot.key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const slot of slots) {
        const left = (this.#inFlight.get(slot.key) ?? 1) - 1;
        if (left === 0) this.#inFlight.delete(slot.key);
        else this.#inFlight.set(slot.key, left);
      }
    };
  }
}
