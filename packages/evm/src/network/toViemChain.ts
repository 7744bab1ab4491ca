import type { CaipNetwork } from '@gangway/core';
import type { Chain } from 'viem';
import { evmChainId } from './evmChainId.ts';

/** A requested eip155 network as the viem chain wagmi's config takes. */
export function toViemChain(network: CaipNetwork): Chain {
  const explorer = network.blockExplorers?.default;
  return {
    id: evmChainId(network),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  };
}
