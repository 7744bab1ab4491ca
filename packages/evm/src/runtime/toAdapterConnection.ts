import type { AdapterConnection } from '@gangway/core';
import { toEvmCaipNetworkId } from '../network/evmChainId.ts';
import type { EvmConnection } from '../wagmi/wagmiBridge.ts';

export function toAdapterConnection(connectorId: string, connection: EvmConnection): AdapterConnection {
  const [first, ...rest] = connection.accounts;
  return {
    connectorId,
    accounts: [{ address: first }, ...rest.map((address) => ({ address }))],
    caipNetworkId: toEvmCaipNetworkId(connection.chainId),
  };
}
