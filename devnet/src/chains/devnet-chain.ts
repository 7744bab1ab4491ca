import type { NativeCurrency } from './chain-definitions.ts';

/** A running local chain, as other workspaces see it. */
export interface DevnetChain {
  chainId: number;
  name: string;
  rpcUrl: string;
  caipNetworkId: `eip155:${number}`;
  nativeCurrency: NativeCurrency;
}
