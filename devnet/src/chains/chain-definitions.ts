export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

export interface DevnetChainDefinition {
  chainId: number;
  name: string;
  nativeCurrency: NativeCurrency;
}

const ether: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/**
 * The chains devnet runs by default, with the real ids of their networks. The demo configures
 * 1, 137 and 8453; Optimism (10) is left out of the demo on purpose so tests can move the wallet
 * to a chain the app did not request.
 */
export const DEFAULT_CHAINS: readonly DevnetChainDefinition[] = [
  { chainId: 1, name: 'Ethereum', nativeCurrency: ether },
  { chainId: 137, name: 'Polygon', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } },
  { chainId: 8453, name: 'Base', nativeCurrency: ether },
  { chainId: 10, name: 'Optimism', nativeCurrency: ether },
];

export const DEFAULT_CHAIN_IDS: readonly number[] = DEFAULT_CHAINS.map((chain) => chain.chainId);

/** The chains the demo requests; the others (Optimism) are there for the wallet to wander to. */
export const DEMO_CHAIN_IDS: readonly number[] = [1, 137, 8453];

/** The dev wallet as the demo starts it does not know Base: switching there shows 4902 → wallet_addEthereumChain. */
export const DEMO_WALLET_UNKNOWN_CHAIN_IDS: readonly number[] = [8453];

export const DEFAULT_BASE_PORT = 8545;

export function chainDefinition(chainId: number): DevnetChainDefinition {
  return (
    DEFAULT_CHAINS.find((chain) => chain.chainId === chainId) ?? {
      chainId,
      name: `Devnet ${chainId}`,
      nativeCurrency: ether,
    }
  );
}

/**
 * devnet's Solana chain as the demo requests it: `solana:` + the first 32 characters of its genesis hash (the
 * Solana node derives that hash; a devnet test checks the two agree), at the node's default port.
 */
export const DEMO_SOLANA_NETWORK = {
  reference: '22MVkmreWuBtsyp2o5BZZSTFVZEUM9cv',
  name: 'Solana Localnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  defaultRpcUrl: 'http://127.0.0.1:8899',
} as const;

/** devnet's Bitcoin regtest chain as the demo requests it (CAIP-2 reference: its genesis hash, cut to 32). */
export const DEMO_BITCOIN_NETWORK = {
  reference: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  defaultEsploraUrl: 'http://127.0.0.1:3002',
} as const;
