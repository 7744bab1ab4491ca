// Sign in with a wallet (SIWX, CAIP-122) on gangway-server: a single-use nonce, the signed message verified into a
// session, the session read and revoked with its token (a JWT the integrator's backend verifies with the project's
// public keys, GET /v1/siwx/keys).
import * as z from 'zod/mini';
import { SIGN_IN_MESSAGE_MAX_BYTES, SIGN_IN_NONCE_PATTERN } from '../../siwx/signInMessage.ts';
import { CaipNetworkIdSchema } from './primitives.ts';

/** The longest signature any family gives: an ERC-6492 wrapper carries a factory call; BIP-322 a witness. */
export const SIWX_SIGNATURE_MAX_LENGTH = 16_384;
/** A session token (a compact JWT) is far shorter; a longer header is refused unread. */
export const SIWX_TOKEN_MAX_LENGTH = 4_096;

const AccountAddressSchema = z.string().check(z.minLength(1), z.maxLength(128));

/** POST /v1/siwx/nonce: a nonce for this account on this network. */
export const SiwxNonceRequestSchema = z.object({
  chainId: CaipNetworkIdSchema,
  address: AccountAddressSchema,
});
export type SiwxNonceRequest = z.infer<typeof SiwxNonceRequestSchema>;

export const SiwxNonceResponseSchema = z.object({
  nonce: z.string().check(z.regex(SIGN_IN_NONCE_PATTERN)),
  /** ISO 8601: the message must be verified before then. */
  expiresAt: z.string(),
});
export type SiwxNonceResponse = z.infer<typeof SiwxNonceResponseSchema>;

/** POST /v1/siwx/sessions: the message as the wallet signed it, and its signature. */
export const SiwxVerifyRequestSchema = z.object({
  chainId: CaipNetworkIdSchema,
  address: AccountAddressSchema,
  message: z.string().check(z.minLength(1), z.maxLength(SIGN_IN_MESSAGE_MAX_BYTES)),
  signature: z.string().check(z.minLength(1), z.maxLength(SIWX_SIGNATURE_MAX_LENGTH)),
});
export type SiwxVerifyRequest = z.infer<typeof SiwxVerifyRequestSchema>;

/** A session as the server holds it. */
export const SiwxSessionRecordSchema = z.object({
  id: z.string(),
  chainId: CaipNetworkIdSchema,
  address: z.string(),
  domain: z.string(),
  uri: z.string(),
  message: z.string(),
  signature: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  /** How the signature was checked: eoa, erc1271 (a deployed contract), erc6492 (not deployed yet), ed25519, bip322. */
  verifiedAs: z.enum(['eoa', 'erc1271', 'erc6492', 'ed25519', 'bip322']),
});
export type SiwxSessionRecord = z.infer<typeof SiwxSessionRecordSchema>;

export const SiwxSessionResponseSchema = z.object({
  session: SiwxSessionRecordSchema,
  /** Bearer token of the session: GET /v1/siwx/session and POST /v1/siwx/session/revoke take it. */
  token: z.string(),
});
export type SiwxSessionResponse = z.infer<typeof SiwxSessionResponseSchema>;

export const SiwxCurrentSessionResponseSchema = z.object({ session: SiwxSessionRecordSchema });
export type SiwxCurrentSessionResponse = z.infer<typeof SiwxCurrentSessionResponseSchema>;

export const SiwxRevokeResponseSchema = z.object({ revoked: z.boolean() });

/** GET /v1/siwx/keys: the project's session-signing keys as a JWK set (Ed25519, "EdDSA"). */
export const SiwxKeysResponseSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.literal('OKP'),
      crv: z.literal('Ed25519'),
      x: z.string(),
      kid: z.string(),
      alg: z.literal('EdDSA'),
      use: z.literal('sig'),
    }),
  ),
});
export type SiwxKeysResponse = z.infer<typeof SiwxKeysResponseSchema>;
