// The chains some upstream serves: what the routes check a request's chain against.
import type { CaipNetworkId } from '@gangway/protocol';

/** Chains some upstream serves (RpcUpstream, HttpEsploraUpstream, or several together). */
export interface ChainSet {
  readonly chains: readonly CaipNetworkId[];
  supports(chainId: string): chainId is CaipNetworkId;
}

export function unionOf(...sets: readonly ChainSet[]): ChainSet {
  const chains = sets.flatMap((set) => set.chains);
  return {
    chains,
    supports: (chainId): chainId is CaipNetworkId => chains.includes(chainId as CaipNetworkId),
  };
}
