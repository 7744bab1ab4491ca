// Configuration of sign in with a wallet (`siwx`) and of names and identity (`names`).
import * as z from 'zod/mini';

const positiveInt = (max: number) => z.number().check(z.int(), z.minimum(1), z.maximum(max));

export const SiwxConfigSchema = z.strictObject({
  /** How long a nonce may wait for its signed message (default 300 s). */
  nonceTtlSeconds: z.optional(positiveInt(3_600)),
  /** The longest session a message may ask for (its Expiration Time; default 7 days). */
  maxSessionSeconds: z.optional(positiveInt(365 * 86_400)),
  /** How far a message's Issued At may be ahead of or behind the server's clock (default 300 s). */
  clockSkewSeconds: z.optional(positiveInt(3_600)),
  /**
   * Open (unused, unexpired) nonces at once. Per account: past it the oldest goes (a visitor retrying is never
   * refused). Per client (IP) and per project: past it a nonce is refused with 429 until the oldest expires.
   */
  maxOpenNonces: z.optional(
    z.strictObject({
      perAccount: z.optional(positiveInt(1_000)),
      perClient: z.optional(positiveInt(1_000_000)),
      perProject: z.optional(positiveInt(100_000_000)),
    }),
  ),
});

export const NamesConfigSchema = z.strictObject({
  /** What registered names end with: `alice.<zone>` (default gangway.id). ENSIP-15 normalized at start. */
  zone: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

export interface ResolvedIdentityConfig {
  siwx: {
    nonceTtlSeconds: number;
    maxSessionSeconds: number;
    clockSkewSeconds: number;
    maxOpenNonces: { perAccount: number; perClient: number; perProject: number };
  };
  names: { zone: string };
}

export const DEFAULT_NAME_ZONE = 'gangway.id';

export function resolveIdentityConfig(config: {
  siwx?: z.infer<typeof SiwxConfigSchema> | undefined;
  names?: z.infer<typeof NamesConfigSchema> | undefined;
}): ResolvedIdentityConfig {
  return {
    siwx: {
      nonceTtlSeconds: config.siwx?.nonceTtlSeconds ?? 300,
      maxSessionSeconds: config.siwx?.maxSessionSeconds ?? 7 * 86_400,
      clockSkewSeconds: config.siwx?.clockSkewSeconds ?? 300,
      maxOpenNonces: {
        perAccount: config.siwx?.maxOpenNonces?.perAccount ?? 5,
        perClient: config.siwx?.maxOpenNonces?.perClient ?? 100,
        perProject: config.siwx?.maxOpenNonces?.perProject ?? 100_000,
      },
    },
    names: { zone: (config.names?.zone ?? DEFAULT_NAME_ZONE).toLowerCase() },
  };
}
