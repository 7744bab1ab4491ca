// A Solana-only one-button page: no EVM adapter, so none of wagmi or viem is in its build.
import { createGangway, defineNetwork } from '@gangway/core';
import { ConnectButton, GangwayProvider } from '@gangway/react';
import { solanaAdapter } from '@gangway/solana';
import { createRoot } from 'react-dom/client';

const gangway = createGangway({
  projectId: import.meta.env.VITE_GANGWAY_PROJECT_ID,
  apiUrl: import.meta.env.VITE_GANGWAY_API_URL,
  networks: [
    defineNetwork({
      id: import.meta.env.VITE_SOLANA_REFERENCE,
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
