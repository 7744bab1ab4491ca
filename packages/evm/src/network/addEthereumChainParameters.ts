import type { CaipNetwork, NativeCurrency } from '@gangway/core';
import { evmChainId, toHexChainId } from './evmChainId.ts';

/** EIP-3085 parameters with the fields SPEC §7 lists; optional ones are left out rather than sent empty. */
export interface AddEthereumChainParameters {
  chainId: `0x${string}`;
  rpcUrls: string[];
  chainName: string;
  nativeCurrency: NativeCurrency;
  blockExplorerUrls?: string[];
  iconUrls?: string[];
}

export function addEthereumChainParameters(network: CaipNetwork): AddEthereumChainParameters {
  const { name, symbol, decimals } = network.nativeCurrency;
  const explorer = network.blockExplorers?.default.url;
  const icon = network.assets?.imageUrl;
  return {
    chainId: toHexChainId(evmChainId(network)),
    rpcUrls: [...network.rpcUrls.default.http],
    chainName: network.name,
    nativeCurrency: { name, symbol, decimals },
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(icon ? { iconUrls: [icon] } : {}),
  };
}
