import type { CaipNetwork } from '@gangway/core';
import { activeNetwork } from '@gangway/core/internal';
import type { CaipNetworkId } from '@gangway/protocol';
import { useStore } from 'zustand';
import { useGangway } from './useGangway.ts';

export interface GangwayNetwork {
  /** The active network of the active namespace; the "Unknown Network" placeholder when the wallet is elsewhere. */
  activeNetwork: CaipNetwork | undefined;
  /** The networks the app requested, in the configured order. */
  networks: readonly CaipNetwork[];
  /** True when the wallet is on a network the app did not request. */
  isUnsupported: boolean;
  /**
   * Switches to a requested network: asks a connected wallet first (and adds the network to it when needed).
   * Rejects with a GangwayError whose message comes from the catalogue.
   */
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<CaipNetwork>;
}

/** The active and requested networks, and the action that switches between them. */
export function useNetwork(): GangwayNetwork {
  const gangway = useGangway();
  const active = useStore(gangway.connections, activeNetwork);
  const networks = useStore(gangway.networks, (state) => state.requested);
  return {
    activeNetwork: active,
    networks,
    isUnsupported: active?.unsupported === true,
    switchNetwork: gangway.switchNetwork,
  };
}
