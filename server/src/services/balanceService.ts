// Token balances of an account on a chain: the native balance and the listed ERC20 balances in one
// deployless read, valued with the chain's prices, cached per account for the balance TTL.
import type { CaipNetworkId } from '@gangway/core';
import type { TokenBalance } from '@gangway/core/api/schemas/index';
import { type Address, formatUnits } from 'viem';
import { readWithBalanceReader } from '../upstreams/balances/balanceReader.ts';
import { balanceOfCall, decodeUint } from '../upstreams/balances/erc20Calls.ts';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';
import type { PriceService } from './priceService.ts';
import type { TokenCatalog, TokenInfo } from './tokenCatalog.ts';

/** A token balance whose icon is still a path on this server (the route makes it a URL). */
export type TokenBalanceEntry = Omit<TokenBalance, 'iconUrl'> & { icon: string };

interface CacheEntry {
  /** The last successful read. */
  value?: TokenBalanceEntry[];
  freshUntil: number;
  /** A read under way. */
  pending?: Promise<TokenBalanceEntry[]>;
  /** Reads started and the latest one applied: an older read finishing late never replaces a newer answer. */
  started: number;
  applied: number;
}

const MAX_CACHED_ACCOUNTS = 100_000;

export class BalanceService {
  readonly #cache = new Map<string, CacheEntry>();

  constructor(
    private readonly deps: {
      upstream: RpcUpstream;
      catalog: TokenCatalog;
      prices: PriceService;
      ttlMs: number;
      /** Told when pricing fails (balances are then answered with price 0). */
      onPriceFailure?: (chainId: CaipNetworkId, error: unknown) => void;
    },
  ) {}

  async balances(
    chainId: CaipNetworkId,
    account: Address,
    options: { force?: boolean } = {},
  ): Promise<TokenBalanceEntry[]> {
    const key = `${chainId}|${account.toLowerCase()}`;
    const entry = this.#cache.get(key);
    const now = Date.now();
    if (!options.force && entry?.value) {
      if (entry.freshUntil > now) return entry.value;
      // For one more TTL an expired answer is served while a fresh read runs, so no request waits on the chain.
      if (entry.freshUntil + this.deps.ttlMs > now) {
        this.#read(key, chainId, account, false).catch(() => undefined);
        return entry.value;
      }
    }
    return this.#read(key, chainId, account, options.force ?? false);
  }

  #read(key: string, chainId: CaipNetworkId, account: Address, force: boolean): Promise<TokenBalanceEntry[]> {
    let entry = this.#cache.get(key);
    if (entry?.pending && !force) return entry.pending;
    if (!entry) {
      if (this.#cache.size >= MAX_CACHED_ACCOUNTS) this.#cache.clear();
      entry = { freshUntil: 0, started: 0, applied: 0 };
      this.#cache.set(key, entry);
    }
    const target = entry;
    const sequence = ++target.started;
    const pending = this.#readChain(chainId, account, force).then((value) => {
      if (sequence > target.applied) {
        target.applied = sequence;
        target.value = value;
        target.freshUntil = Date.now() + this.deps.ttlMs;
      }
      return value;
    });
    target.pending = pending;
    void pending
      .finally(() => {
        if (target.pending === pending) target.pending = undefined;
      })
      .catch(() => undefined);
    return pending;
  }

  async #readChain(chainId: CaipNetworkId, account: Address, force: boolean): Promise<TokenBalanceEntry[]> {
    // SPEC §5: tokens with decimals 0 are left out as low quality.
    const tokens = (await this.deps.catalog.listed(chainId)).filter((token) => token.decimals !== 0);
    const { nativeBalance, results } = await readWithBalanceReader(
      this.deps.upstream,
      chainId,
      tokens.map((token) => balanceOfCall(token.address, account)),
      account,
    );
    const held: [TokenInfo, bigint][] = [[this.deps.catalog.native(chainId), nativeBalance]];
    tokens.forEach((token, index) => {
      const amount = decodeUint(results[index]);
      if (amount !== null && amount > 0n) held.push([token, amount]);
    });
    let prices = new Map<Address, number>();
    try {
      prices = await this.deps.prices.prices(
        chainId,
        held.map(([token]) => token.address),
        { force },
      );
    } catch (error) {
      this.deps.onPriceFailure?.(chainId, error);
    }
    return held.map(([token, amount]) => {
      const numeric = formatUnits(amount, token.decimals);
      const price = prices.get(token.address) ?? 0;
      return {
        name: token.name,
        symbol: token.symbol,
        chainId,
        address: token.caipAddress,
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(token.decimals), numeric },
        icon: token.icon,
      };
    });
  }
}
