import { type Chain, defineChain } from 'viem';
import type { DevnetChain } from './devnet-chain.ts';

/** A viem Chain for a running devnet chain (its RPC URL is the local anvil). */
export function viemChain(chain: DevnetChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
}
