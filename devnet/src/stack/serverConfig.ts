import type { ServerConfig } from 'gangway-server';
import type { DevnetBundler } from '../account-abstraction/start-bundler.ts';
import type { BitcoinChain } from '../bitcoin/start-bitcoin-chain.ts';
import type { DevnetChain } from '../chains/devnet-chain.ts';
import { PAIR_LIQUIDITY } from '../contracts/deploy-contracts.ts';
import type { DevnetManifest } from '../contracts/manifest.ts';
import type { SolanaDevnetChain } from '../solana/start-solana-chain.ts';

/** USD prices of the devnet's non-EVM currencies (fixed: no market on them); GWAY as its EVM Uniswap pair says. */
export const DEVNET_FIXED_PRICES = {
  sol: 150,
  usdc: 1,
  gway: Number(PAIR_LIQUIDITY.gwayUsdc.usdc) / Number(PAIR_LIQUIDITY.gwayUsdc.base),
  btc: 60_000,
} as const;

/**
 * The per-IP limits of gangway-server that devnet lifts to the project's: every visitor of the devnet (and every
 * browser test, running in parallel) is 127.0.0.1, one client by IP. The per-connection, per-topic and per-project
 * limits stay as in production.
 */
export const DEVNET_PER_IP_LIMITS = {
  relay: { maxConnectionsPerIp: 1_000, mailboxBytesPerIp: 64 * 1024 * 1024 },
  rpc: { maxInFlightPerIp: 16 },
} satisfies Pick<ServerConfig, 'relay' | 'rpc'>;

/**
 * Devnet chains whose server has no swap upstream, so that the demo shows SPEC §8's 'Network not supported for
 * Swaps' on a network it requests (Base; production Base would have one).
 */
export const DEVNET_CHAINS_WITHOUT_SWAPS: readonly number[] = [8453];

/**
 * gangway-server's upstreams on devnet: each anvil chain, its tokens, prices and swaps from its Uniswap V2 pairs, and the
 * devnet's bundler and paymaster service for its user operations.
 */
export function devnetServerChains(
  chains: readonly DevnetChain[],
  contracts: DevnetManifest,
  bundler?: DevnetBundler,
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
          // The history and NFT routes read the indexer's tables: every devnet chain is indexed from genesis.
          history: { index: true, startBlock: 0, pollIntervalMs: 500 },
          ...(bundler
            ? {
                bundlerUrl: bundler.bundlerUrl(chain.chainId),
                paymasterUrl: bundler.paymasterUrl(chain.chainId),
              }
            : {}),
          ...(deployed
            ? {
                // Not spamToken: the seeded history's airdrop is of a token outside the list (spam by the server's rule).
                tokens: [deployed.usdc, deployed.usdt, deployed.gway, deployed.zero].map((address) => ({
                  address,
                })),
                // The sample collections: their transfers in the seeded history are not spam.
                nftCollections: [deployed.punks, deployed.items].map((address) => ({ address })),
                // The convert routes quote and build swaps against the devnet's own Router02 and pairs.
                ...(DEVNET_CHAINS_WITHOUT_SWAPS.includes(chain.chainId)
                  ? {}
                  : {
                      swap: {
                        source: 'uniswapV2' as const,
                        router: deployed.uniswapV2Router,
                        via: [deployed.usdc],
                      },
                    }),
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

/** gangway-server's upstream for the Solana chain: its RPC, its two mints, fixed prices. */
export function devnetServerSolanaChain(solana: SolanaDevnetChain): NonNullable<ServerConfig['chains']> {
  const { usdc, gway } = solana.mints;
  return {
    [solana.caipNetworkId]: {
      name: 'Solana Devnet (local)',
      rpcUrls: [solana.rpcUrl],
      mints: [usdc, gway].map(({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals })),
      prices: {
        source: 'fixed',
        prices: {
          native: DEVNET_FIXED_PRICES.sol,
          [usdc.address]: DEVNET_FIXED_PRICES.usdc,
          [gway.address]: DEVNET_FIXED_PRICES.gway,
        },
      },
    },
  };
}

/** gangway-server's upstream for Bitcoin regtest: its Esplora, a fixed BTC price. */
export function devnetServerBitcoinChain(bitcoin: BitcoinChain): NonNullable<ServerConfig['chains']> {
  return {
    [bitcoin.caipNetworkId]: {
      name: 'Bitcoin Regtest (local)',
      esploraUrls: [bitcoin.esploraUrl],
      prices: { source: 'fixed', prices: { native: DEVNET_FIXED_PRICES.btc } },
    },
  };
}
