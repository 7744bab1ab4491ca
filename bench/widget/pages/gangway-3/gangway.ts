// All three families: Ethereum and Polygon, Solana and Bitcoin (devnet's chains through gangway-server), one adapter
// each.
import { bitcoinAdapter } from '@gangway/bitcoin';
import { createGangway, defineNetwork } from '@gangway/core';
import { evmAdapter } from '@gangway/evm';
import { solanaAdapter } from '@gangway/solana';
import { EVM_NETWORKS } from '../shared/evmNetworks.ts';

export const gangway = createGangway({
  projectId: import.meta.env.VITE_GANGWAY_PROJECT_ID,
  apiUrl: import.meta.env.VITE_GANGWAY_API_URL,
  networks: [
    ...EVM_NETWORKS,
    defineNetwork({
      id: import.meta.env.VITE_SOLANA_REFERENCE,
      chainNamespace: 'solana',
      name: 'Solana Localnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [import.meta.env.VITE_SOLANA_RPC_URL] } },
    }),
    defineNetwork({
      id: import.meta.env.VITE_BITCOIN_REFERENCE,
      chainNamespace: 'bip122',
      name: 'Bitcoin Regtest',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [import.meta.env.VITE_BITCOIN_ESPLORA_URL] } },
    }),
  ],
  adapters: [evmAdapter(), solanaAdapter(), bitcoinAdapter()],
});
