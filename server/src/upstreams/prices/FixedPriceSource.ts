// Prices from the configuration: for tests, devnets and chains whose tokens have no market.
import { NATIVE_TOKEN_ADDRESS } from '@gangway/protocol';
import { type PriceSource, tokenKey } from './PriceSource.ts';

export class FixedPriceSource implements PriceSource {
  readonly #prices: Map<string, number>;

  /** Keys: token addresses, or "native". */
  constructor(prices: Readonly<Record<string, number>>) {
    this.#prices = new Map(
      Object.entries(prices).map(([key, price]) => [
        key === 'native' ? NATIVE_TOKEN_ADDRESS : tokenKey(key),
        price,
      ]),
    );
  }

  async prices(tokens: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (const token of tokens) {
      const price = this.#prices.get(tokenKey(token));
      if (price !== undefined) found.set(tokenKey(token), price);
    }
    return found;
  }
}
