import { deployAccountAbstraction } from './account-abstraction/deploy-account-abstraction.ts';
import { type DevnetBundler, startBundler } from './account-abstraction/start-bundler.ts';
import { type DevAccount, devAccounts } from './accounts.ts';
import type { DevnetChain } from './chains/devnet-chain.ts';
import { launchChains } from './chains/launch-chains.ts';
import { deployContracts } from './contracts/deploy-contracts.ts';
import type { DevnetManifest } from './contracts/manifest.ts';
import { seedHistory } from './contracts/seed-history.ts';

export interface Devnet {
  chains: DevnetChain[];
  contracts: DevnetManifest;
  accounts: DevAccount[];
  /**
   * The ERC-4337 bundler and ERC-7677 paymaster service of every chain (port 4337, or a free one with basePort
   * 'auto'); undefined with deployContracts: false.
   */
  bundler: DevnetBundler | undefined;
  stop(): Promise<void>;
}

export interface StartChainsOptions {
  /** Default: 1, 137, 8453 and 10. */
  chainIds?: number[];
  /** Chain i listens on basePort + i (default 8545); 'auto' picks free ports (use it in tests). */
  basePort?: number | 'auto';
  /**
   * Deploy tokens, the sample NFT collections, Uniswap V2 and the ERC-4337 contracts on every chain, and start the
   * bundler (default true).
   */
  deployContracts?: boolean;
  /**
   * Send SEEDED_HISTORY on every chain after deployment (default false: balances stay as deployed). The stack and
   * the CLI turn it on so the Activity and NFTs tabs have something to show.
   */
  seedHistory?: boolean;
}

/** Starts anvil chains and, unless told not to, deploys the devnet contracts on each. */
export async function startChains(options: StartChainsOptions = {}): Promise<Devnet> {
  const deploy = options.deployContracts ?? true;
  if (options.seedHistory && !deploy) throw new Error('seedHistory needs deployContracts');
  const launched = await launchChains({ chainIds: options.chainIds, basePort: options.basePort });
  const contracts: DevnetManifest = {};
  let bundler: DevnetBundler | undefined;
  try {
    if (deploy) {
      const deployed = await Promise.all(
        launched.chains.map(async (chain) => {
          // Different senders, so the two deployments interleave; the seeded history comes last, in its own blocks.
          const [chainContracts] = await Promise.all([
            deployContracts(chain),
            deployAccountAbstraction(chain),
          ]);
          if (options.seedHistory) await seedHistory(chain, chainContracts);
          return chainContracts;
        }),
      );
      launched.chains.forEach((chain, index) => {
        contracts[chain.chainId] = deployed[index]!;
      });
      bundler = await startBundler({
        chains: launched.chains,
        port: options.basePort === 'auto' ? 'auto' : undefined,
      });
    }
  } catch (error) {
    await launched.stop();
    throw error;
  }
  const started = bundler;
  return {
    chains: launched.chains,
    contracts,
    accounts: devAccounts(),
    bundler,
    stop: async () => {
      await started?.stop();
      await launched.stop();
    },
  };
}
