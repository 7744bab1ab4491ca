import type { CaipNetworkId } from '@gangway/protocol';
import { createStore } from 'zustand/vanilla';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';

/** The networks the app requested, in the configured order. Which one is active is connection state. */
export interface NetworkState {
  requested: readonly CaipNetwork[];
}
export interface NetworkActions {
  /** Adds a network once. */
  add(network: CaipNetwork): void;
  remove(caipNetworkId: CaipNetworkId): void;
}
export type NetworkStore = ReturnType<typeof createNetworkStore>;

export function findRequested(state: NetworkState, caipNetworkId: CaipNetworkId): CaipNetwork | undefined {
  return state.requested.find((network) => network.caipNetworkId === caipNetworkId);
}

export function isUnsupported(network: CaipNetwork | undefined): boolean {
  return network?.unsupported === true;
}

export function createNetworkStore(requested: readonly [CaipNetwork, ...CaipNetwork[]]) {
  return createStore<NetworkState & NetworkActions>()((set, get) => ({
    requested,
    add: (network) => {
      if (findRequested(get(), network.caipNetworkId)) return;
      set({ requested: [...get().requested, network] });
    },
    remove: (caipNetworkId) =>
      set({ requested: get().requested.filter((network) => network.caipNetworkId !== caipNetworkId) }),
  }));
}
