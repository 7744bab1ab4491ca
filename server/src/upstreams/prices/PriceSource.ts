import type { Address } from 'viem';

/** USD prices of one chain's tokens (NATIVE_TOKEN_ADDRESS for the native currency). */
export interface PriceSource {
  /** Prices of one whole token by lower-case address; tokens it cannot price are absent. */
  prices(tokens: readonly Address[]): Promise<Map<Address, number>>;
}
