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
  stop(): Promise<void>;
}

export interface StartChainsOptions {
  /** Default: 1, 137, 8453 and 10. */
  chainIds?: number[];
  /** Chain i listens on basePort + i (default 8545); 'auto' picks free ports (use it in tests). */
  basePort?: number | 'auto';
  /** Deploy tokens, the sample NFT collections and Uniswap V2 on every chain (default true). */
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
  try {
    if (deploy) {
      const deployed = await Promise.all(
        launched.chains.map(async (chain) => {
          const chainContracts = await deployContracts(chain);
          if (options.seedHistory) await seedHistory(chain, chainContracts);
          return chainContracts;
        }),
      );
      launched.chains.forEach((chain, index) => {
        contracts[chain.chainId] = deployed[index]!;
      });
    }
  } catch (error) {
    await launched.stop();
    throw error;
  }
  return { chains: launched.chains, contracts, accounts: devAccounts(), stop: launched.stop };
}
