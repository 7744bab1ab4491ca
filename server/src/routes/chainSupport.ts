// Shared by the balance, price, RPC and Esplora routes: a chain the request names must have upstreams here.
import type { CaipNetworkId } from '@gangway/protocol';
import type { ChainSet } from '../chains/chainSet.ts';
import { badRequest } from '../errors/ApiError.ts';

export function requireSupportedChain(
  served: ChainSet,
  chainId: CaipNetworkId,
  field = 'chainId',
): CaipNetworkId {
  if (served.supports(chainId)) return chainId;
  const supported = served.chains.length > 0 ? served.chains.join(', ') : 'none';
  throw badRequest(field, `Chain ${chainId} is not supported by this server (supported: ${supported})`);
}

/** A path on this server becomes an absolute URL carrying the project id (for <img> tags, which send no query of their own). */
export function publicLink(publicUrl: string, pathOrUrl: string, projectId: string): string {
  if (!pathOrUrl.startsWith('/')) return pathOrUrl;
  return `${publicUrl}${pathOrUrl}?projectId=${encodeURIComponent(projectId)}`;
}
