import type { ChainNamespace } from '@gangway/protocol';
import { toCaipNetworkId } from '@gangway/protocol';
import type { CaipNetwork } from './CaipNetwork.ts';

export type NetworkDefinition<N extends ChainNamespace> = Omit<
  CaipNetwork<N>,
  'caipNetworkId' | 'chainNamespace'
> & {
  chainNamespace?: N;
};

/** Builds a CaipNetwork from a viem-style chain definition; eip155 unless another namespace is given. */
export function defineNetwork<N extends ChainNamespace = 'eip155'>(
  definition: NetworkDefinition<N>,
): CaipNetwork<N> {
  const chainNamespace = (definition.chainNamespace ?? 'eip155') as N;
  return { ...definition, chainNamespace, caipNetworkId: toCaipNetworkId(chainNamespace, definition.id) };
}
