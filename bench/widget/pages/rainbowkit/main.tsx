// RainbowKit's quick start (getDefaultConfig, providers, ConnectButton) on the same two networks, its RPC set to the
// loopback one the Gangway page uses. Built from the benchmark's own peer folder, never part of the workspaces.
import '@rainbow-me/rainbowkit/styles.css';
import { ConnectButton, getDefaultConfig, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { http, WagmiProvider } from 'wagmi';
import { mainnet, polygon } from 'wagmi/chains';

const config = getDefaultConfig({
  appName: 'Bench',
  projectId: '0123456789abcdef0123456789abcdef',
  chains: [mainnet, polygon],
  transports: {
    [mainnet.id]: http(import.meta.env.VITE_RPC_1),
    [polygon.id]: http(import.meta.env.VITE_RPC_137),
  },
});
const queryClient = new QueryClient();

/** `?button=open`: the integrator's own button, opening the modal through RainbowKit's hook. */
function IntegratorButton() {
  const { openConnectModal } = useConnectModal();
  return (
    <button type="button" data-testid="bench-integrator-open" onClick={() => openConnectModal?.()}>
      Connect Wallet
    </button>
  );
}
const integrator = new URLSearchParams(location.search).get('button') === 'open';

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>{integrator ? <IntegratorButton /> : <ConnectButton />}</RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
