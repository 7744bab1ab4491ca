import type { ServerConfig } from 'gangway-server';
import type { DevnetChain } from '../chains/devnet-chain.ts';
import type { DevnetManifest } from '../contracts/manifest.ts';
import type { SolanaDevnetChain } from '../solana/start-solana-chain.ts';

/** gangway-server's upstreams on devnet: each anvil chain, its tokens, prices from its Uniswap V2 pairs. */
export function devnetServerChains(
  chains: readonly DevnetChain[],
  contracts: DevnetManifest,
): NonNullable<ServerConfig['chains']> {
  return Object.fromEntries(
    chains.map((chain) => {
      const deployed = contracts[chain.chainId];
      return [
        chain.caipNetworkId,
        {
          name: chain.name,
          rpcUrls: [chain.rpcUrl],
          nativeCurrency: chain.nativeCurrency,
          ...(deployed
            ? {
                tokens: [deployed.usdc, deployed.usdt, deployed.gway, deployed.zero].map((address) => ({
                  address,
                })),
                prices: {
                  source: 'uniswapV2' as const,
                  factory: deployed.uniswapV2Factory,
                  stablecoin: deployed.usdc,
                  wrappedNative: deployed.weth,
                },
              }
            : {}),
        },
      ];
    }),
  );
}

/** gangway-server's upstream for the Solana chain (its RPC proxy and supported chains). */
export function devnetServerSolanaChain(solana: SolanaDevnetChain): NonNullable<ServerConfig['chains']> {
  return { [solana.caipNetworkId]: { name: 'Solana Devnet (local)', rpcUrls: [solana.rpcUrl] } };
}
