// The connected account's token balances from gangway-server (SPEC §3 Token balance), cached and retried per SPEC §9.

import type { ChainNamespace } from '@gangway/protocol';
import { BALANCE_RETRY_GAP_MS, CACHE_TTL_MS, type TokenBalance, visitorMessage } from '@gangway/protocol';
import type { GangwayContext } from '../../client/GangwayContext.ts';
import { USER_MESSAGES } from '../../errors/userMessages.ts';
import { addressCacheKey } from '../../storage/storageKeys.ts';
import type { BalanceStore } from '../../stores/balanceStore.ts';
import { namespaceState, selectAddress } from '../../stores/connectionStore.ts';
import type { ApiClient } from '../client.ts';

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
  // Per namespace: an answer applies only if no read started after it has applied, and a read asked while a forced
  // one is in flight waits for it — an older answer (a cache, the server's cached copy) must never overwrite what
  // a forced read found after a transaction.
  interface Turns {
    started: number;
    applied: number;
    forced?: Promise<void>;
  }
  const turns = new Map<ChainNamespace, Turns>();
  const read = async (namespace: ChainNamespace, force: boolean, turn: Turns, sequence: number) => {
    const isNewest = () => sequence >= turn.applied;
    const apply = (tokenBalance: TokenBalance[]) => {
      if (!isNewest()) return;
      turn.applied = sequence;
      ctx.accounts.getState().update(namespace, { tokenBalance });
      store.setState({ status: 'ready', failedAt: undefined });
    };
    const connected = () => {
      const state = ctx.connections.getState();
      const { status, chain } = namespaceState(state, namespace);
      return {
        address: status === 'connected' ? selectAddress(state, namespace) : undefined,
        network: chain,
      };
    };
    if (!connected().address) return;
    // zod, which checks the cached copy, loads with the first read for a connected account.
    const { parseCachedBalances } = await import('./cachedBalances.ts');
    const { address, network } = connected();
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
    if (cached) return apply(cached);
    store.setState({ status: 'loading' });
    try {
      const balances = withoutLowQuality(
        await api.getBalances({ address, chainId: network.caipNetworkId, forceUpdate: force }),
      );
      const current = connected();
      if (current.address !== address || current.network !== network || !isNewest()) return;
      ctx.storage.setCache(addressCacheKey('balance', cacheKey), balances, now());
      apply(balances);
    } catch {
      if (isNewest()) unavailable();
    }
  };
  return {
    refresh(namespace, { force = false } = {}) {
      let turn = turns.get(namespace);
      if (!turn) {
        turn = { started: 0, applied: 0 };
        turns.set(namespace, turn);
      }
      if (!force && turn.forced) return turn.forced;
      const running = read(namespace, force, turn, ++turn.started);
      if (force) {
        const forcedTurn = turn;
        forcedTurn.forced = running;
        void running.finally(() => {
          if (forcedTurn.forced === running) forcedTurn.forced = undefined;
        });
      }
      return running;
    },
  };
}
