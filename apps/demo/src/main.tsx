import { GangwayProvider } from '@gangway/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { App } from './App.tsx';
import { gangway, wagmiConfig } from './gangway.ts';
import './styles/page.css';

const queryClient = new QueryClient();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    {/* Gangway restores the stored connection (VITE_ENABLE_RECONNECT); wagmi learns it through the adapter. */}
    <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <GangwayProvider gangway={gangway}>
          <App />
        </GangwayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
