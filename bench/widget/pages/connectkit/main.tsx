// ConnectKit's quick start (getDefaultConfig, providers, ConnectKitButton) on the same two networks, its RPC set to
// the loopback one the Gangway page uses. Built from the benchmark's own peer folder, never part of the workspaces.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig, useModal } from 'connectkit';
import { createRoot } from 'react-dom/client';
import { createConfig, http, WagmiProvider } from 'wagmi';
import { mainnet, polygon } from 'wagmi/chains';

const config = createConfig(
  getDefaultConfig({
    appName: 'Bench',
    walletConnectProjectId: '0123456789abcdef0123456789abcdef',
    chains: [mainnet, polygon],
    transports: {
      [mainnet.id]: http(import.meta.env.VITE_RPC_1),
      [polygon.id]: http(import.meta.env.VITE_RPC_137),
    },
  }),
);
const queryClient = new QueryClient();

/** `?button=open`: the integrator's own button, opening the modal through ConnectKit's hook. */
function IntegratorButton() {
  const { setOpen } = useModal();
  return (
    <button type="button" data-testid="bench-integrator-open" onClick={() => setOpen(true)}>
      Connect Wallet
    </button>
  );
}
const integrator = new URLSearchParams(location.search).get('button') === 'open';

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>{integrator ? <IntegratorButton /> : <ConnectKitButton />}</ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
