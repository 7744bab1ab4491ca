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

interface CachedBalances {
  expiresAt: number;
  balances: Promise<TokenBalanceEntry[]>;
}

const MAX_CACHED_ACCOUNTS = 100_000;

export class BalanceService {
  readonly #cache = new Map<string, CachedBalances>();

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

  balances(
    chainId: CaipNetworkId,
    account: Address,
    options: { force?: boolean } = {},
  ): Promise<TokenBalanceEntry[]> {
    const key = `${chainId}|${account.toLowerCase()}`;
    const cached = this.#cache.get(key);
    if (cached && cached.expiresAt > Date.now() && !options.force) return cached.balances;
    const balances = this.#read(chainId, account, options.force ?? false);
    if (this.#cache.size >= MAX_CACHED_ACCOUNTS) this.#cache.clear();
    this.#cache.set(key, { expiresAt: Date.now() + this.deps.ttlMs, balances });
    balances.catch(() => {
      if (this.#cache.get(key)?.balances === balances) this.#cache.delete(key);
    });
    return balances;
  }

  async #read(chainId: CaipNetworkId, account: Address, force: boolean): Promise<TokenBalanceEntry[]> {
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
