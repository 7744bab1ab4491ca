// A few lines rather than zustand: the WalletConnect module ships lazily, and zustand there would split it out of
// the initial chunk (see bench/README).

export interface ValueStore<S> {
  getState(): S;
  setState(patch: Partial<S>): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore<S>(initial: S): ValueStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (patch) => {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
