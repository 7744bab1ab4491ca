/** USD prices of one chain's tokens (NATIVE_TOKEN_ADDRESS for the native currency). */
export interface PriceSource {
  /** Prices of one whole token by tokenKey(address); tokens it cannot price are absent. */
  prices(tokens: readonly string[]): Promise<Map<string, number>>;
}

/** How token addresses are compared: 0x (EVM) ones in lower case, base58 ones (Solana mints) as written. */
export function tokenKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address;
}
