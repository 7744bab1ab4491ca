// The state of the WalletConnect pairing on screen, one store per widget instance (in the context's lazy state):
// the QR view and the integrator's hook read it, the session module writes it.

import type { GangwayError } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { createValueStore, type ValueStore } from './valueStore.ts';

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

export type PairingStore = ValueStore<PairingState>;

export function pairingStoreOf(ctx: Pick<GangwayContext, 'lazy'>): PairingStore {
  ctx.lazy.pairing ??= createValueStore<PairingState>({ status: 'idle' });
  return ctx.lazy.pairing;
}
