import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol';

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/**
 * A network the app requests (SPEC §3 Network). For eip155 its shape is also a viem `Chain`, so it can be
 * handed to viem and wagmi as is.
 */
export interface CaipNetwork<N extends ChainNamespace = ChainNamespace> {
  /** eip155: the numeric chain id; other namespaces: the CAIP-2 reference. */
  id: number | string;
  caipNetworkId: CaipNetworkId<N>;
  chainNamespace: N;
  name: string;
  testnet?: boolean;
  assets?: { imageId?: string; imageUrl?: string };
  nativeCurrency: NativeCurrency;
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  /** Set only on the placeholder that stands for a network the app did not request (SPEC §4). */
  unsupported?: true;
}
