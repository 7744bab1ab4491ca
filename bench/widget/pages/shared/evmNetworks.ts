// The two EVM networks every Gangway bench page asks for, as the peer pages do: Ethereum and Polygon, devnet's
// chains through the URLs the bench gives at build time.
import { defineNetwork } from '@gangway/core';

export const EVM_NETWORKS = [
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
] as const;
