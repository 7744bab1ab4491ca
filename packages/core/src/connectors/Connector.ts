import type { CaipNetworkId, ChainNamespace, ConnectorTypeOrderKey } from '@gangway/protocol';

export const CONNECTOR_TYPES = [
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'MULTI_CHAIN',
  'AUTH',
  'WALLET_CONNECT',
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/**
 * Where each connector type stands in the connector type order (SPEC §9). The auth connector is not a wallet to
 * pick: email and social have their own connect methods.
 */
export const CONNECTOR_TYPE_ORDER_KEY: Readonly<Record<ConnectorType, ConnectorTypeOrderKey | undefined>> = {
  WALLET_CONNECT: 'walletConnect',
  ANNOUNCED: 'injected',
  INJECTED: 'injected',
  MULTI_CHAIN: 'injected',
  EXTERNAL: 'external',
  AUTH: undefined,
};

/** A way to connect a wallet (SPEC §3 Connector). `provider` is opaque to core: only its adapter uses it. */
export interface Connector {
  id: string;
  /**
   * The wallet's name. A wallet that speaks several families announces one connector in each under the same name:
   * that is how the Connect list shows it once and a switch to another family stays with it (SPEC §5: connectors
   * are told apart by id, name and chain).
   */
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
