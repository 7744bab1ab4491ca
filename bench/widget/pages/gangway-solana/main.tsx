// A Solana-only one-button page: no EVM adapter, so none of wagmi or viem is in its build. It requests Solana
// mainnet's id, as an integrator's page would, so the directory lists the wallets that serve it (the RPC is devnet's
// node; nothing calls it before a connection).
import { createGangway, defineNetwork } from '@gangway/core';
import { ConnectButton, GangwayProvider } from '@gangway/react';
import { solanaAdapter } from '@gangway/solana';
import { createRoot } from 'react-dom/client';

const gangway = createGangway({
  projectId: import.meta.env.VITE_GANGWAY_PROJECT_ID,
  apiUrl: import.meta.env.VITE_GANGWAY_API_URL,
  networks: [
    defineNetwork({
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      name: 'Solana Localnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [import.meta.env.VITE_SOLANA_RPC_URL] } },
    }),
  ],
  adapters: [solanaAdapter()],
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <GangwayProvider gangway={gangway}>
    <ConnectButton />
  </GangwayProvider>,
);
