// The three-family page with the integrator's own button instead of ConnectButton: a plain element
// whose click calls open(), as the README shows (SPEC §2 makes open() public), marked with nothing.
import { bitcoinAdapter } from '@gangway/bitcoin';
import { createGangway, defineNetwork } from '@gangway/core';
import { evmAdapter } from '@gangway/evm';
import { GangwayProvider, useGangwayModal } from '@gangway/react';
import { solanaAdapter } from '@gangway/solana';
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

function IntegratorButton() {
  const { open } = useGangwayModal();
  return (
    <button type="button" data-testid="bench-integrator-open" onClick={() => open()}>
      Connect Wallet
    </button>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <GangwayProvider gangway={gangway}>
    <IntegratorButton />
  </GangwayProvider>,
);
