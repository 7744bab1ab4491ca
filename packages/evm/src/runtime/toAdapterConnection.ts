import type { AdapterConnection } from '@gangway/core/internal';
import { toEvmCaipNetworkId } from '../network/evmChainId.ts';
import type { EvmConnection } from '../wagmi/wagmiBridge.ts';

export function toAdapterConnection(connectorId: string, connection: EvmConnection): AdapterConnection {
  const [first, ...rest] = connection.accounts;
  return {
    connectorId,
    // An injected wallet's accounts are externally owned; smart accounts come through their own connectors.
    accounts: [
      { address: first, type: 'eoa' },
      ...rest.map((address) => ({ address, type: 'eoa' as const })),
    ],
    caipNetworkId: toEvmCaipNetworkId(connection.chainId),
  };
}
