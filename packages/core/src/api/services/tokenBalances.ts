// The connected account's token balances from gangway-server (SPEC §3 Token balance), cached and retried per SPEC §9.

import type { ChainNamespace } from '@gangway/protocol';
import {
  BALANCE_RETRY_GAP_MS,
  CACHE_TTL_MS,
  CACHED_BALANCES_MAX,
  type TokenBalance,
  TokenBalanceSchema,
  visitorMessage,
} from '@gangway/protocol';
import * as z from 'zod/mini';
import type { GangwayContext } from '../../client/GangwayContext.ts';
import { USER_MESSAGES } from '../../errors/userMessages.ts';
import { addressCacheKey } from '../../storage/storageKeys.ts';
import type { BalanceStore } from '../../stores/balanceStore.ts';
import { namespaceState, selectAddress } from '../../stores/connectionStore.ts';
import type { ApiClient } from '../client.ts';

const CachedBalancesSchema = z.array(TokenBalanceSchema).check(z.maxLength(CACHED_BALANCES_MAX));
const parseCachedBalances = (value: unknown): TokenBalance[] | undefined => {
  const result = z.safeParse(CachedBalancesSchema, value);
  return result.success ? result.data : undefined;
};

/** SPEC §5: tokens with decimals '0' are left out as low quality. */
export function withoutLowQuality(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0');
}

export interface TokenBalances {
  refresh(namespace: ChainNamespace, options?: { force?: boolean }): Promise<void>;
}

export function createTokenBalances(
  ctx: GangwayContext,
  store: BalanceStore,
  api: ApiClient,
  now: () => number = Date.now,
): TokenBalances {
  const unavailable = () => {
    store.setState({ status: 'unavailable', failedAt: now() });
    ctx.toast.getState().show('error', visitorMessage(USER_MESSAGES, 'TOKEN_BALANCE_UNAVAILABLE'));
  };
  return {
    async refresh(namespace, { force = false } = {}) {
      const read = () => {
        const state = ctx.connections.getState();
        const { status, chain } = namespaceState(state, namespace);
        return {
          address: status === 'connected' ? selectAddress(state, namespace) : undefined,
          network: chain,
        };
      };
      const { address, network } = read();
      if (!address || !network) return;
      // Calls on the blockchain API are skipped while the active network is unsupported (SPEC §7).
      if (network.unsupported) {
        ctx.accounts.getState().update(namespace, { tokenBalance: undefined });
        store.setState({ status: 'unavailable' });
        return;
      }
      const { failedAt } = store.getState();
      if (!force && failedAt !== undefined && now() - failedAt < BALANCE_RETRY_GAP_MS) return;

      const cacheKey = `${network.caipNetworkId}:${address}`;
      const cached = force
        ? undefined
        : ctx.storage.getCache(
            addressCacheKey('balance', cacheKey),
            parseCachedBalances,
            CACHE_TTL_MS.balance,
            now(),
          );
      if (cached) {
        ctx.accounts.getState().update(namespace, { tokenBalance: cached });
        store.setState({ status: 'ready', failedAt: undefined });
        return;
      }
      store.setState({ status: 'loading' });
      try {
        const balances = withoutLowQuality(
          await api.getBalances({
            address,
            chainId: network.caipNetworkId,
            forceUpdate: force,
          }),
        );
        const current = read();
        if (current.address !== address || current.network !== network) return;
        ctx.storage.setCache(addressCacheKey('balance', cacheKey), balances, now());
        ctx.accounts.getState().update(namespace, { tokenBalance: balances });
        store.setState({ status: 'ready', failedAt: undefined });
      } catch {
        unavailable();
      }
    },
  };
}
