// The state of the WalletConnect pairing on screen, one store per widget instance: the QR view and the integrator's
// hook read it, the session module writes it. A few lines rather than zustand: this module ships with the lazy
// connection actions, and zustand there would split it out of the initial chunk (see bench/README).
import type { GangwayContext } from '../client/GangwayContext.ts';
import type { GangwayError } from '../errors/GangwayError.ts';

export type PairingStatus = 'idle' | 'loading' | 'pairing' | 'approved' | 'rejected' | 'expired' | 'failed';

export interface PairingState {
  status: PairingStatus;
  /** The `wc:` URI to scan or open, while pairing. */
  uri?: string | undefined;
  /** When the pairing counts as expired (SPEC §9: its lifetime less the expiry margin), epoch ms. */
  expiresAt?: number | undefined;
  /** When the last pairing started, epoch ms (SPEC §9: a retry waits a second after it). */
  startedAt?: number | undefined;
  error?: GangwayError | undefined;
}

export interface PairingStore {
  getState(): PairingState;
  setState(patch: Partial<PairingState>): void;
  subscribe(listener: () => void): () => void;
}

function createPairingStore(): PairingStore {
  let state: PairingState = { status: 'idle' };
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

// Keyed by the connection store: the Gangway object and the context actions receive share it.
const stores = new WeakMap<object, PairingStore>();

export function pairingStoreOf(ctx: Pick<GangwayContext, 'connections'>): PairingStore {
  let store = stores.get(ctx.connections);
  if (!store) {
    store = createPairingStore();
    stores.set(ctx.connections, store);
  }
  return store;
}
