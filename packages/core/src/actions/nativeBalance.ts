import type { ChainNamespace } from '../caip/namespaces.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { CACHE_TTL_MS } from '../constants.ts';
import { formatUnits } from '../format/formatUnits.ts';
import { addressCacheKey } from '../storage/storageKeys.ts';
import { namespaceState, selectAddress } from '../stores/connectionStore.ts';

interface CachedNativeBalance {
  balance: string;
  symbol: string;
}

function parseCached(value: unknown): CachedNativeBalance | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { balance, symbol } = value as Record<string, unknown>;
  return typeof balance === 'string' && /^\d+(\.\d+)?$/.test(balance) && typeof symbol === 'string'
    ? { balance, symbol }
    : undefined;
}

/**
 * Reads the connected account's native balance on its active network; clears it when that is not possible. A
 * balance read within SPEC §9's 30 s is taken from the cache unless `force` (after a transaction it has changed).
 */
export async function refreshNativeBalance(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  const read = () => {
    const state = ctx.connections.getState();
    const { status, chain } = namespaceState(state, namespace);
    return { address: selectAddress(state, namespace), connected: status === 'connected', network: chain };
  };
  const { address, connected, network } = read();
  if (!address || !connected || !network || network.unsupported) {
    ctx.accounts.getState().update(namespace, { balance: undefined, balanceSymbol: undefined });
    return;
  }
  // One entry per account and network: the same address holds a different balance on each chain.
  const cacheKey = `${network.caipNetworkId}:${address}`;
  const cached = force
    ? undefined
    : ctx.storage.getCache(
        addressCacheKey('native-balance', cacheKey),
        parseCached,
        CACHE_TTL_MS.nativeBalance,
      );
  if (cached) {
    ctx.accounts.getState().update(namespace, { balance: cached.balance, balanceSymbol: cached.symbol });
    return;
  }
  try {
    const balance = await getAdapter(ctx, namespace).getNativeBalance({ address, network });
    // The account or network may have changed while the request was in flight.
    const now = read();
    if (now.address !== address || now.network !== network) return;
    const fresh = { balance: formatUnits(balance.value, balance.decimals), symbol: balance.symbol };
    ctx.storage.setCache(addressCacheKey('native-balance', cacheKey), fresh);
    ctx.accounts.getState().update(namespace, { balance: fresh.balance, balanceSymbol: fresh.symbol });
  } catch {
    ctx.accounts
      .getState()
      .update(namespace, { balance: undefined, balanceSymbol: network.nativeCurrency.symbol });
  }
}
