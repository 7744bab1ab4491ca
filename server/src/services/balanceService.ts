// Token balances of an account on a chain: what the namespace's HoldingsReader reads (native currency, listed
// tokens), valued with the chain's prices, cached per account for the balance TTL.
import type { CaipNetworkId, TokenBalance } from '@gangway/protocol';
import { formatUnits } from 'viem';
import { tokenKey } from '../upstreams/prices/PriceSource.ts';
import type { HoldingsReader } from './holdings/Holdings.ts';
import type { PriceService } from './priceService.ts';

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
      /** Per chain namespace (eip155, solana, bip122). */
      readers: Readonly<Record<string, HoldingsReader>>;
      prices: PriceService;
      ttlMs: number;
      /** Told when pricing fails (balances are then answered with price 0). */
      onPriceFailure?: (chainId: CaipNetworkId, error: unknown) => void;
    },
  ) {}

  async balances(
    chainId: CaipNetworkId,
    account: string,
    options: { force?: boolean } = {},
  ): Promise<TokenBalanceEntry[]> {
    // Accounts come in their canonical form (base58 is case-sensitive: no lower-casing here).
    const key = `${chainId}|${account}`;
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

  #read(key: string, chainId: CaipNetworkId, account: string, force: boolean): Promise<TokenBalanceEntry[]> {
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

  async #readChain(chainId: CaipNetworkId, account: string, force: boolean): Promise<TokenBalanceEntry[]> {
    const namespace = chainId.slice(0, chainId.indexOf(':'));
    const reader = Object.hasOwn(this.deps.readers, namespace) ? this.deps.readers[namespace] : undefined;
    if (!reader) throw new Error(`No balance reader for ${chainId}`);
    // The native currency always; tokens when held, and never those with decimals 0 (SPEC §5: low quality).
    const held = (await reader.read(chainId, account)).filter(
      ({ token, amount }, index) => index === 0 || (amount > 0n && token.decimals !== 0),
    );
    let prices = new Map<string, number>();
    try {
      prices = await this.deps.prices.prices(
        chainId,
        held.map(({ token }) => token.address),
        { force },
      );
    } catch (error) {
      this.deps.onPriceFailure?.(chainId, error);
    }
    return held.map(({ token, amount }) => {
      const numeric = formatUnits(amount, token.decimals);
      const price = prices.get(tokenKey(token.address)) ?? 0;
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
