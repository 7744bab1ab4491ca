import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { defineNetwork } from '../networks/defineNetwork.ts';

const eth = { name: 'Ether', symbol: 'ETH', decimals: 18 };

export const testMainnet: CaipNetwork = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: eth,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});
export const testPolygon: CaipNetwork = defineNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
});
export const testBase: CaipNetwork = defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: eth,
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
});
export const testSolana: CaipNetwork = defineNetwork({
  id: 'localnet',
  chainNamespace: 'solana',
  name: 'Solana Localnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
});
export const testBitcoin: CaipNetwork = defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
});
