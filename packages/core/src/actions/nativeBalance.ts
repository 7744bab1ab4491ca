import type { ChainNamespace } from '@gangway/protocol';
import { CACHE_TTL_MS } from '@gangway/protocol';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { formatUnits } from '../format/formatUnits.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { addressCacheKey } from '../storage/storageKeys.ts';
import { currentConnection, namespaceState } from '../stores/connectionStore.ts';

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

/** One address's balance: from the cache within SPEC §9's 30 s unless `force`, else from the adapter. */
export async function connectionBalance(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  address: string,
  network: CaipNetwork,
  force: boolean,
): Promise<CachedNativeBalance> {
  // One entry per account and network: the same address holds a different balance on each chain.
  const cacheKey = addressCacheKey('native-balance', `${network.caipNetworkId}:${address}`);
  const cached = force ? undefined : ctx.storage.getCache(cacheKey, parseCached, CACHE_TTL_MS.nativeBalance);
  if (cached) return cached;
  const balance = await getAdapter(ctx, namespace).getNativeBalance({ address, network });
  const fresh = { balance: formatUnits(balance.value, balance.decimals), symbol: balance.symbol };
  ctx.storage.setCache(cacheKey, fresh);
  return fresh;
}

/**
 * Reads the native balance of the connected account on its active network (and of the connection's other
 * addresses, when it has several); clears it when that is not possible. After a transaction `force` skips the
 * cache: the balance has changed.
 */
export async function refreshNativeBalance(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  const read = () => {
    const state = ctx.connections.getState();
    const { status, chain } = namespaceState(state, namespace);
    const addresses = (currentConnection(state, namespace)?.accounts ?? []).map((account) => account.address);
    return { addresses, connected: status === 'connected', network: chain };
  };
  const { addresses, connected, network } = read();
  const [address] = addresses;
  const accounts = ctx.accounts.getState();
  if (!address || !connected || !network || network.unsupported) {
    accounts.update(namespace, { balance: undefined, balanceSymbol: undefined, addressBalances: undefined });
    return;
  }
  try {
    const balances = await Promise.all(
      addresses.map((each) => connectionBalance(ctx, namespace, each, network, force)),
    );
    // The account or network may have changed while the requests were in flight.
    const now = read();
    if (now.addresses[0] !== address || now.network !== network) return;
    const [primary] = balances as [CachedNativeBalance, ...CachedNativeBalance[]];
    ctx.accounts.getState().update(namespace, {
      balance: primary.balance,
      balanceSymbol: primary.symbol,
      addressBalances:
        addresses.length > 1
          ? Object.fromEntries(addresses.map((each, index) => [each, balances[index]?.balance ?? '0']))
          : undefined,
    });
  } catch {
    ctx.accounts.getState().update(namespace, {
      balance: undefined,
      balanceSymbol: network.nativeCurrency.symbol,
      addressBalances: undefined,
    });
  }
}
