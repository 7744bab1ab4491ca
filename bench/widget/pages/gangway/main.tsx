// An integrator's first try: two networks (as the peer pages), the EVM adapter, the provider and the Connect Wallet
// button. No WalletConnect: the README turns it on with the app's own `walletConnect.signClient` loader.
import { createGangway, defineNetwork } from '@gangway/core';
import { evmAdapter } from '@gangway/evm';
import { ConnectButton, GangwayProvider } from '@gangway/react';
import { createRoot } from 'react-dom/client';

const gangway = createGangway({
  projectId: import.meta.env.VITE_GANGWAY_PROJECT_ID,
  apiUrl: import.meta.env.VITE_GANGWAY_API_URL,
  networks: [
    defineNetwork({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [import.meta.env.VITE_RPC_1] } },
    }),
    defineNetwork({
      id: 137,
      name: 'Polygon',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      rpcUrls: { default: { http: [import.meta.env.VITE_RPC_137] } },
    }),
  ],
  adapters: [evmAdapter()],
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <GangwayProvider gangway={gangway}>
    <ConnectButton />
  </GangwayProvider>,
);
