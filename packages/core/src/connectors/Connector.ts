import type { CaipNetworkId } from '../caip/ids.ts';
import type { ChainNamespace } from '../caip/namespaces.ts';

export const CONNECTOR_TYPES = [
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'MULTI_CHAIN',
  'AUTH',
  'WALLET_CONNECT',
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/** A way to connect a wallet (SPEC §3 Connector). `provider` is opaque to core: only its adapter uses it. */
export interface Connector {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  chains?: readonly CaipNetworkId[];
  imageId?: string;
  imageUrl?: string;
  explorerId?: string;
  info?: { rdns?: string };
  provider?: unknown;
}
