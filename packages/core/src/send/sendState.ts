// SPEC §3 Send state, made on the first open of Send (never in the initial bundle) and kept in the context's lazy
// state; cleared whenever the active network changes (SPEC §4).

import type { TokenBalance } from '@gangway/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { activeNetwork } from '../stores/connectionStore.ts';

export interface SendState {
  token: TokenBalance | undefined;
  sendTokenAmount: string;
  receiverAddress: string;
  loading: boolean;
}
export interface SendActions {
  update(patch: Partial<SendState>): void;
  reset(): void;
}
export type SendStore = StoreApi<SendState & SendActions>;

const EMPTY: SendState = { token: undefined, sendTokenAmount: '', receiverAddress: '', loading: false };

export function sendStore(ctx: Pick<GangwayContext, 'connections' | 'lazy'>): SendStore {
  if (ctx.lazy.send) return ctx.lazy.send;
  const created = createStore<SendState & SendActions>()((set) => ({
    ...EMPTY,
    update: (patch) => set(patch),
    reset: () => set(EMPTY),
  }));
  let network = activeNetwork(ctx.connections.getState())?.caipNetworkId;
  ctx.connections.subscribe((state) => {
    const next = activeNetwork(state)?.caipNetworkId;
    if (next === network) return;
    network = next;
    created.getState().reset();
  });
  ctx.lazy.send = created;
  return created;
}
