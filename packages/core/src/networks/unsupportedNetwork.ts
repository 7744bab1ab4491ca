import { type CaipNetworkId, parseCaipNetworkId } from '@gangway/protocol';
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
