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
