// Shared by the balance, price and RPC routes: a chain the request names must have upstreams here.
import type { CaipNetworkId } from '@gangway/core';
import { badRequest } from '../errors/ApiError.ts';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';

export function requireSupportedChain(
  rpc: RpcUpstream,
  chainId: CaipNetworkId,
  field = 'chainId',
): CaipNetworkId {
  if (rpc.supports(chainId)) return chainId;
  const supported = rpc.chains.length > 0 ? rpc.chains.join(', ') : 'none';
  throw badRequest(field, `Chain ${chainId} is not supported by this server (supported: ${supported})`);
}

/** Balances are read the EVM way (Solana's are not served yet). */
export function isEvmChain(chainId: CaipNetworkId): boolean {
  return chainId.startsWith('eip155:');
}

/** A path on this server becomes an absolute URL carrying the project id (for <img> tags, which send no query of their own). */
export function publicLink(publicUrl: string, pathOrUrl: string, projectId: string): string {
  if (!pathOrUrl.startsWith('/')) return pathOrUrl;
  return `${publicUrl}${pathOrUrl}?projectId=${encodeURIComponent(projectId)}`;
}
