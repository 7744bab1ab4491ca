// USD prices per chain from the chain's price source, cached for the configured TTL.
import type { CaipNetworkId } from '@gangway/protocol';
import { type PriceSource, tokenKey } from '../upstreams/prices/PriceSource.ts';

interface CachedPrice {
  price: number | null;
  expiresAt: number;
}

const MAX_CACHED_PRICES = 100_000;

export class PriceService {
  readonly #cache = new Map<string, CachedPrice>();

  constructor(
    private readonly sources: ReadonlyMap<string, PriceSource>,
    private readonly ttlMs: number,
  ) {}

  hasSource(chainId: string): boolean {
    return this.sources.has(chainId);
  }

  /** Prices by tokenKey(address); tokens without a price are absent. Upstream failures propagate. */
  async prices(
    chainId: CaipNetworkId,
    tokens: readonly string[],
    options: { force?: boolean } = {},
  ): Promise<Map<string, number>> {
    const source = this.sources.get(chainId);
    const found = new Map<string, number>();
    if (!source) return found;
    const now = Date.now();
    const missing: string[] = [];
    for (const token of new Set(tokens.map(tokenKey))) {
      const cached = options.force ? undefined : this.#cache.get(`${chainId}|${token}`);
      if (cached && cached.expiresAt > now) {
        if (cached.price !== null) found.set(token, cached.price);
      } else missing.push(token);
    }
    if (missing.length > 0) {
      const fresh = await source.prices(missing);
      for (const token of missing) {
        const price = fresh.get(token) ?? null;
        if (this.#cache.size >= MAX_CACHED_PRICES) this.#cache.clear();
        this.#cache.set(`${chainId}|${token}`, { price, expiresAt: now + this.ttlMs });
        if (price !== null) found.set(token, price);
      }
    }
    return found;
  }
}
