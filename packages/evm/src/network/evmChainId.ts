import type { CaipNetwork } from '@gangway/core';
import { type CaipNetworkId, GangwayError, toCaipNetworkId } from '@gangway/protocol';

/** The numeric chain id of an eip155 network. */
export function evmChainId(network: CaipNetwork): number {
  const { id } = network;
  const chainId = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new GangwayError('INVALID_CHAIN_ID', {
      cause: network.caipNetworkId,
      category: 'CONFIGURATION_ERROR',
    });
  }
  return chainId;
}

export function toEvmCaipNetworkId(chainId: number): CaipNetworkId<'eip155'> {
  return toCaipNetworkId('eip155', chainId);
}

export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}
