// The state of the WalletConnect pairing on screen, one store per widget instance: the QR view and the integrator's
// hook read it, the session module writes it.
import { createStore } from 'zustand/vanilla';
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

export type PairingStore = ReturnType<typeof createPairingStore>;

function createPairingStore() {
  return createStore<PairingState>()(() => ({ status: 'idle' }));
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
