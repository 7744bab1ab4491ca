import { DEMO_WALLET_UNKNOWN_CHAIN_IDS } from '../chains/chain-definitions.ts';
import type { DevnetChain } from '../chains/devnet-chain.ts';
import type { DevWalletBrowserConfig } from '../wallet/browser/config.ts';
import { devWalletConfigFor } from '../wallet/init-script.ts';

export interface DemoEnvInput {
  /** RPC URL the demo's networks use, per chain id (the server's RPC proxy, or anvil directly). */
  rpcUrls: Readonly<Record<number, string>>;
  /** The Solana network's RPC URL (the server's RPC proxy). */
  solanaRpcUrl?: string;
  /** The Bitcoin network's Esplora base (the server's Esplora proxy; paths go before its query). */
  bitcoinEsploraUrl?: string;
  apiUrl?: string;
  projectId?: string;
  enableReconnect?: boolean;
  /** The dev wallet the demo loads in dev mode. */
  devWallet?: DevWalletBrowserConfig;
  /** Safe{Wallet} origins the demo may run in as a Safe App (the devnet's Safe host). */
  safeOrigins?: readonly string[];
}

/** The demo's configuration as the environment variables apps/demo/src/config.ts reads. */
export function demoEnv(input: DemoEnvInput): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [chainId, url] of Object.entries(input.rpcUrls)) env[`VITE_RPC_${chainId}`] = url;
  if (input.solanaRpcUrl) env.VITE_SOLANA_RPC_URL = input.solanaRpcUrl;
  if (input.bitcoinEsploraUrl) env.VITE_BITCOIN_ESPLORA_URL = input.bitcoinEsploraUrl;
  if (input.apiUrl) env.VITE_GANGWAY_API_URL = input.apiUrl;
  if (input.projectId) env.VITE_GANGWAY_PROJECT_ID = input.projectId;
  if (input.enableReconnect !== undefined) env.VITE_ENABLE_RECONNECT = String(input.enableReconnect);
  if (input.safeOrigins) env.VITE_SAFE_ORIGINS = input.safeOrigins.join(',');
  if (input.devWallet) env.VITE_DEV_WALLET_CONFIG = JSON.stringify(input.devWallet);
  return env;
}

export function demoWalletConfig(
  chains: readonly DevnetChain[],
  overrides: Omit<DevWalletBrowserConfig, 'chains'> = {},
  solana?: { rpcUrl: string },
  bitcoin?: { esploraUrl: string },
): DevWalletBrowserConfig {
  return devWalletConfigFor(
    chains,
    {
      knownChainIds: chains
        .map((chain) => chain.chainId)
        .filter((id) => !DEMO_WALLET_UNKNOWN_CHAIN_IDS.includes(id)),
      ...overrides,
    },
    solana,
    bitcoin,
  );
}
