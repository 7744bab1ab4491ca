// Token metadata for history pages, per chain: the catalog's (read from the chain once, then kept), and a token
// the chain could not describe (a reverting or gas-eating contract, a failing node) remembered as unknown for a
// while, so a page full of it does not ask the node again on every request. Concurrent misses share one read.
import type { CaipNetworkId } from '@gangway/protocol';
import type { Address } from 'viem';
import type { TokenCatalog, TokenInfo } from '../services/tokenCatalog.ts';

/** How long a token the chain could not describe stays unknown before it is asked again. */
export const UNDESCRIBED_TOKEN_RETRY_MS = 60_000;
const MAX_REMEMBERED = 50_000;

export class HistoryTokens {
  readonly #failedUntil = new Map<string, number>();
  readonly #reading = new Map<string, Promise<TokenInfo | null>>();

  constructor(
    private readonly catalog: TokenCatalog,
    private readonly chainId: CaipNetworkId,
    private readonly retryMs = UNDESCRIBED_TOKEN_RETRY_MS,
  ) {}

  /** Each token's metadata, one token at a time: one the chain cannot describe leaves only itself unnamed. */
  async describe(addresses: readonly string[]): Promise<Map<string, TokenInfo | null>> {
    const unique = [...new Set(addresses)];
    const described = await Promise.all(unique.map((address) => this.#one(address)));
    return new Map(unique.map((address, index) => [address, described[index] ?? null]));
  }

  #one(address: string): Promise<TokenInfo | null> {
    if ((this.#failedUntil.get(address) ?? 0) > Date.now()) return Promise.resolve(null);
    let reading = this.#reading.get(address);
    if (!reading) {
      reading = this.#read(address).finally(() => this.#reading.delete(address));
      this.#reading.set(address, reading);
    }
    return reading;
  }

  async #read(address: string): Promise<TokenInfo | null> {
    try {
      const info = (await this.catalog.describe(this.chainId, [address as Address])).get(address as Address);
      this.#failedUntil.delete(address);
      return info ?? null;
    } catch {
      if (this.#failedUntil.size >= MAX_REMEMBERED) this.#failedUntil.clear();
      this.#failedUntil.set(address, Date.now() + this.retryMs);
      return null;
    }
  }
}
