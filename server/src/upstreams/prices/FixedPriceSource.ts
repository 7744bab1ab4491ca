// Prices from the configuration: for tests and for chains whose tokens have no market.
import { NATIVE_TOKEN_ADDRESS } from '@gangway/core/api/schemas/index';
import type { Address } from 'viem';
import type { PriceSource } from './PriceSource.ts';

export class FixedPriceSource implements PriceSource {
  readonly #prices: Map<string, number>;

  /** Keys: token addresses, or "native". */
  constructor(prices: Readonly<Record<string, number>>) {
    this.#prices = new Map(
      Object.entries(prices).map(([key, price]) => [
        key === 'native' ? NATIVE_TOKEN_ADDRESS : key.toLowerCase(),
        price,
      ]),
    );
  }

  async prices(tokens: readonly Address[]): Promise<Map<Address, number>> {
    const found = new Map<Address, number>();
    for (const token of tokens) {
      const price = this.#prices.get(token.toLowerCase());
      if (price !== undefined) found.set(token.toLowerCase() as Address, price);
    }
    return found;
  }
}
