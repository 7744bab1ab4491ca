import { createStore } from 'zustand/vanilla';
import type { CaipNetworkId } from '../caip/ids.ts';
import type { ChainNamespace } from '../caip/namespaces.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { unsupportedNetwork } from '../networks/unsupportedNetwork.ts';

export interface NetworkState {
  /** The networks the app requested, in the configured order. */
  requested: readonly CaipNetwork[];
  /** The active network per namespace: a requested network or the unsupported placeholder. */
  active: Readonly<Partial<Record<ChainNamespace, CaipNetwork>>>;
  activeNamespace: ChainNamespace;
}
export interface NetworkActions {
  /** Sets the active network of its namespace and makes that namespace active; unknown ids become the placeholder. */
  setActive(network: CaipNetwork | CaipNetworkId): CaipNetwork;
  addNetwork(network: CaipNetwork): void;
  /** Removes a requested network; an active one falls back to the first remaining (SPEC §4). */
  removeNetwork(caipNetworkId: CaipNetworkId): void;
}
export type NetworkStore = ReturnType<typeof createNetworkStore>;

export function findRequested(state: NetworkState, caipNetworkId: CaipNetworkId): CaipNetwork | undefined {
  return state.requested.find((network) => network.caipNetworkId === caipNetworkId);
}

export function activeNetwork(state: NetworkState): CaipNetwork | undefined {
  return state.active[state.activeNamespace];
}

export function isUnsupported(network: CaipNetwork | undefined): boolean {
  return network?.unsupported === true;
}

export function createNetworkStore(
  requested: readonly [CaipNetwork, ...CaipNetwork[]],
  initial: CaipNetwork,
) {
  const firstPerNamespace: Partial<Record<ChainNamespace, CaipNetwork>> = {};
  for (const network of requested) firstPerNamespace[network.chainNamespace] ??= network;

  return createStore<NetworkState & NetworkActions>()((set, get) => ({
    requested,
    active: { ...firstPerNamespace, [initial.chainNamespace]: initial },
    activeNamespace: initial.chainNamespace,
    setActive: (target) => {
      const id = typeof target === 'string' ? target : target.caipNetworkId;
      const network = findRequested(get(), id) ?? unsupportedNetwork(id);
      set({
        active: { ...get().active, [network.chainNamespace]: network },
        activeNamespace: network.chainNamespace,
      });
      return network;
    },
    addNetwork: (network) => {
      if (findRequested(get(), network.caipNetworkId)) return;
      const active = get().active[network.chainNamespace]
        ? get().active
        : { ...get().active, [network.chainNamespace]: network };
      set({ requested: [...get().requested, network], active });
    },
    removeNetwork: (caipNetworkId) => {
      const state = get();
      const removed = findRequested(state, caipNetworkId);
      if (!removed) return;
      const requestedLeft = state.requested.filter((network) => network.caipNetworkId !== caipNetworkId);
      const namespace = removed.chainNamespace;
      const active = { ...state.active };
      let activeNamespace = state.activeNamespace;
      if (active[namespace]?.caipNetworkId === caipNetworkId) {
        const sameNamespace = requestedLeft.find((network) => network.chainNamespace === namespace);
        if (sameNamespace) active[namespace] = sameNamespace;
        else {
          delete active[namespace];
          // The namespace is gone: fall back to another chain's first network.
          const other = requestedLeft[0];
          if (other && activeNamespace === namespace) {
            activeNamespace = other.chainNamespace;
            active[activeNamespace] ??= other;
          }
        }
      }
      set({ requested: requestedLeft, active, activeNamespace });
    },
  }));
}
