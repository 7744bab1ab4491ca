// The EVM-only page with the integrator's own button instead of ConnectButton. Its Gangway is written here, not
// imported from the budget page: moving that page's createGangway into a module of its own reorders its bundle and
// changes its gzip size by ~0.5 KB.
import { createGangway } from '@gangway/core';
import { evmAdapter } from '@gangway/evm';
import { GangwayProvider } from '@gangway/react';
import { createRoot } from 'react-dom/client';
import { EVM_NETWORKS } from '../shared/evmNetworks.ts';
import { IntegratorButton } from '../shared/IntegratorButton.tsx';

const gangway = createGangway({
  projectId: import.meta.env.VITE_GANGWAY_PROJECT_ID,
  apiUrl: import.meta.env.VITE_GANGWAY_API_URL,
  networks: EVM_NETWORKS,
  adapters: [evmAdapter()],
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <GangwayProvider gangway={gangway}>
    <IntegratorButton />
  </GangwayProvider>,
);
