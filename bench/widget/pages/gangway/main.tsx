// An integrator's first try: two networks (as the peer pages), the EVM adapter, the provider and the Connect Wallet
// button. No WalletConnect: the README turns it on with the app's own `walletConnect.signClient` loader.
import { createGangway } from '@gangway/core';
import { evmAdapter } from '@gangway/evm';
import { ConnectButton, GangwayProvider } from '@gangway/react';
import { createRoot } from 'react-dom/client';
import { EVM_NETWORKS } from '../shared/evmNetworks.ts';

const gangway = createGangway({
  projectId: import.meta.env.VITE_GANGWAY_PROJECT_ID,
  apiUrl: import.meta.env.VITE_GANGWAY_API_URL,
  networks: EVM_NETWORKS,
  adapters: [evmAdapter()],
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <GangwayProvider gangway={gangway}>
    <ConnectButton />
  </GangwayProvider>,
);
