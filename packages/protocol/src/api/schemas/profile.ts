// SPEC §7 identity and account names: GET /v1/identity/{address}, the name registry's forward and reverse lookups,
// suggestions, and POST /v1/profile/account (a name the account signed for). Names are ENSIP-15 normalized.
import * as z from 'zod/mini';
import { CaipNetworkIdSchema } from './primitives.ts';

/** SPEC §5: an account name's label is letters, digits or hyphens, at least 4 characters. */
export const NAME_LABEL_MIN_LENGTH = 4;
export const NAME_LABEL_MAX_LENGTH = 63;
export const NAME_LABEL_PATTERN = /^[\p{L}\p{N}-]+$/u;
/** A whole name (label and zone) is cut there before it is even normalized. */
export const NAME_MAX_LENGTH = 255;
/** How far a registration's timestamp may be from the server's clock. */
export const NAME_REGISTRATION_MAX_AGE_SECONDS = 600;
/** SPEC §5: ENSIP-11 coin types come from chain ids below 2^31. */
export const MAX_NAME_CHAIN_ID = 2 ** 31 - 1;
/** ENSIP-9: Ethereum mainnet's coin type. */
export const ETHEREUM_COIN_TYPE = 60;

/** ENSIP-11: chain 1 is 60, any other chain id (below 2^31) 0x80000000 | id. */
export function coinTypeOf(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 1 || chainId > MAX_NAME_CHAIN_ID)
    throw new RangeError(`Invalid chainId ${chainId} for a name coin type: it must be below 2^31`);
  return chainId === 1 ? ETHEREUM_COIN_TYPE : (0x80000000 | chainId) >>> 0;
}

/** GET /v1/identity/{address}?chainId&sender */
export const IdentityQuerySchema = z.object({
  chainId: z.optional(CaipNetworkIdSchema),
  sender: z.optional(z.string().check(z.maxLength(128))),
});
export const IdentityResponseSchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
});
export type IdentityResponse = z.infer<typeof IdentityResponseSchema>;

export const NameAttributesSchema = z.record(
  z.string().check(z.regex(/^[a-z][a-z0-9.]{0,31}$/)),
  z.string().check(z.maxLength(1024)),
);

/** A registered name, as the forward and reverse lookups answer it. */
export const NameRecordSchema = z.object({
  name: z.string(),
  /** Unix seconds. */
  registered: z.number(),
  updated: z.number(),
  /** By ENSIP-11 coin type. */
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: NameAttributesSchema,
});
export type NameRecord = z.infer<typeof NameRecordSchema>;
export const ReverseNamesResponseSchema = z.array(NameRecordSchema);

export const NameSuggestionsResponseSchema = z.object({
  /** The zone names are registered under (what follows the label). */
  zone: z.string(),
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
});
export type NameSuggestionsResponse = z.infer<typeof NameSuggestionsResponseSchema>;

/** The text the account signs to register a name (SPEC §7: name, attributes, timestamp in seconds). */
export const NameRegistrationMessageSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(NAME_MAX_LENGTH)),
  attributes: z.optional(NameAttributesSchema),
  timestamp: z.number().check(z.int()),
});
export type NameRegistrationMessage = z.infer<typeof NameRegistrationMessageSchema>;

/** POST /v1/profile/account */
export const RegisterNameRequestSchema = z.object({
  coin_type: z.number().check(z.int(), z.minimum(0), z.maximum(2 ** 32 - 1)),
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  /** NameRegistrationMessage as JSON text, exactly as signed. */
  message: z.string().check(z.minLength(1), z.maxLength(2048)),
  signature: z.string().check(z.minLength(1), z.maxLength(16_384)),
});
export type RegisterNameRequest = z.infer<typeof RegisterNameRequestSchema>;
export const RegisterNameResponseSchema = z.object({ success: z.boolean(), name: NameRecordSchema });
export type RegisterNameResponse = z.infer<typeof RegisterNameResponseSchema>;
