// SPEC §4 identity: on connect, account change and network change, the EVM account's name and avatar from
// gangway-server (cached SPEC §9's 300 s per address), into the account state's profileName and profileImage.
// Cleared on other families and on testnets; the image only on chain 1.
import {
  CACHE_TTL_MS,
  type ChainNamespace,
  type IdentityResponse,
  IdentityResponseSchema,
} from '@gangway/protocol';
import * as z from 'zod/mini';
import { apiRequest } from '../api/http.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { addressCacheKey } from '../storage/storageKeys.ts';
import { namespaceState, selectAddress } from '../stores/connectionStore.ts';

const identityCacheKey = (chainId: string, address: string) =>
  addressCacheKey('identity', `${chainId}:${address}`);

const parseIdentity = (value: unknown): IdentityResponse | undefined => {
  const parsed = z.safeParse(IdentityResponseSchema, value);
  return parsed.success ? parsed.data : undefined;
};

function showIdentity(
  ctx: GangwayContext,
  chainId: string,
  address: string,
  identity: IdentityResponse,
  cache = true,
): void {
  if (cache) ctx.storage.setCache(identityCacheKey(chainId, address), identity);
  ctx.accounts.getState().update('eip155', {
    profileName: identity.name,
    profileImage: chainId === 'eip155:1' ? identity.avatar : null,
  });
}

/** `force` skips the cache: the identity has just changed (a name registered). */
export async function refreshIdentity(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  const read = () => {
    const state = ctx.connections.getState();
    const { status, chain } = namespaceState(state, namespace);
    return { address: selectAddress(state, namespace), connected: status === 'connected', chain };
  };
  const { address, connected, chain } = read();
  const clear = () => ctx.accounts.getState().update(namespace, { profileName: null, profileImage: null });
  const { apiUrl, projectId } = ctx.options;
  if (
    namespace !== 'eip155' ||
    !address ||
    !connected ||
    !chain ||
    chain.unsupported ||
    chain.testnet ||
    !apiUrl ||
    !projectId
  )
    return clear();
  const chainId = chain.caipNetworkId;
  const cached = force
    ? undefined
    : ctx.storage.getCache(identityCacheKey(chainId, address), parseIdentity, CACHE_TTL_MS.identity);
  // SPEC §4: no identity is no name (the address shows); a failed lookup is not cached.
  const identity =
    cached ??
    (await apiRequest(
      { apiUrl, projectId },
      {
        path: `/v1/identity/${encodeURIComponent(address)}`,
        // The answer may be in the browser's HTTP cache (max-age 300): a forced read asks past it, as balances do.
        query: { chainId, forceUpdate: force ? String(Date.now()) : undefined },
        schema: IdentityResponseSchema,
      },
    ).catch(() => undefined));
  // The account or network may have changed while the answer travelled: only the current one's is shown.
  const now = read();
  if (now.address !== address || now.chain?.caipNetworkId !== chainId) return;
  showIdentity(ctx, chainId, address, identity ?? { name: null, avatar: null }, !cached && !!identity);
}
