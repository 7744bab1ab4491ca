import { type CaipNetworkId, parseCaipNetworkId } from '@gangway/protocol';
import { findRequested, type NetworkState } from '../stores/networkStore.ts';
import type { CaipNetwork } from './CaipNetwork.ts';

export const UNSUPPORTED_NETWORK_NAME = 'Unknown Network';

/** The placeholder that replaces a network the app did not request (SPEC §4). */
export function unsupportedNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId);
  const numeric = namespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference;
  return {
    id: numeric,
    caipNetworkId,
    chainNamespace: namespace,
    name: UNSUPPORTED_NETWORK_NAME,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
    unsupported: true,
  };
}

/** The requested network with this id, or the unsupported placeholder for it (SPEC §4). Only actions loaded lazily resolve networks: this module stays out of the
 * initial bundle. */
export function resolveNetwork(state: NetworkState, target: CaipNetwork | CaipNetworkId): CaipNetwork {
  const id = typeof target === 'string' ? target : target.caipNetworkId;
  return findRequested(state, id) ?? unsupportedNetwork(id);
}
