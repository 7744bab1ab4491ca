// What a Solana transfer costs besides its amount. Its own module: the package entry exports the fee (for tests and
// hosts that show it) without taking the lazily loaded transfers along.

/** Solana's fee per signature; a transfer carries one. */
export const SOLANA_SIGNATURE_FEE_LAMPORTS = 5_000n;
/** Bytes of an SPL Token account: a receiver without one gets one, and its rent is paid by the sender. */
export const SPL_TOKEN_ACCOUNT_BYTES = 165;
