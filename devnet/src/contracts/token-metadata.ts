export interface TokenMetadata {
  name: string;
  symbol: string;
  decimals: number;
}

export type DevTokenKey = 'usdc' | 'usdt' | 'gway' | 'zero';
export type DevnetTokenKey = DevTokenKey | 'weth';

/** Token metadata, identical on every devnet chain. */
export const TOKEN_METADATA: Readonly<Record<DevnetTokenKey, TokenMetadata>> = {
  weth: { name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
  usdc: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  // Like mainnet USDT: transfer, transferFrom and approve return no data.
  usdt: { name: 'Tether USD', symbol: 'USDT', decimals: 6 },
  gway: { name: 'Gangway Token', symbol: 'GWAY', decimals: 18 },
  // The balance API filters 0-decimal tokens out as low quality (SPEC §5).
  zero: { name: 'Zero Decimal', symbol: 'ZERO', decimals: 0 },
};

/** Whole tokens minted to each of the 10 dev accounts at deployment. */
export const WHOLE_TOKENS_PER_ACCOUNT: Readonly<Record<DevTokenKey, bigint>> = {
  usdc: 1_000_000n,
  usdt: 1_000_000n,
  gway: 1_000_000n,
  zero: 1_000n,
};

export function units(key: DevnetTokenKey, wholeTokens: bigint): bigint {
  return wholeTokens * 10n ** BigInt(TOKEN_METADATA[key].decimals);
}

/**
 * The unsolicited token of the seeded history: deployed and airdropped to account 0 by another dev account, never in
 * the server's token list, so the history marks its transfer as spam.
 */
export const SPAM_TOKEN: TokenMetadata & { supply: bigint; airdrop: bigint } = {
  name: 'Visit airdrop-claim.example to claim',
  symbol: 'CLAIM',
  decimals: 18,
  supply: 1_000_000n * 10n ** 18n,
  airdrop: 5_000n * 10n ** 18n,
};
