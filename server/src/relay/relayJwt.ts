// The `auth` JWT a WalletConnect client puts in the relay URL: EdDSA over "header.payload", signed by the
// ed25519 key whose did:key is the issuer. The issuer is the client's identity on the relay.
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { base58 } from '@scure/base';

const DID_KEY_PREFIX = 'did:key:z';
/** Multicodec header of an ed25519 public key (varint 0xed). */
const ED25519_MULTICODEC = [0xed, 0x01] as const;
const ED25519_KEY_BYTES = 32;
const ED25519_SIGNATURE_BYTES = 64;
/** DER prefix of a PKCS#8 ed25519 private key, followed by its 32-byte seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/** A signed relay JWT is about 400 characters; anything much longer is not one. */
export const MAX_RELAY_JWT_LENGTH = 2_048;

export interface RelayJwtClaims {
  /** did:key of the client: its id on the relay. */
  iss: string;
  sub: string;
  aud: string;
  iat: number;
  /** Unix seconds. */
  exp: number;
}

export class RelayJwtError extends Error {
  override readonly name = 'RelayJwtError';
}

export interface VerifyRelayJwtOptions {
  /** Whether the audience (the relay URL the client was configured with) names this relay. */
  acceptAudience(aud: string): boolean;
  /** The longest a JWT may still be valid when presented (clients choose their own expiry). */
  maxLifetimeSeconds: number;
  nowSeconds?: number;
}

/** Clients' clocks differ from the server's: this much past the lifetime is let through. */
const CLOCK_SKEW_SECONDS = 300;

/** Checks the JWT's form, signature, audience and expiry; returns its claims or throws RelayJwtError. */
export function verifyRelayJwt(jwt: string, options: VerifyRelayJwtOptions): RelayJwtClaims {
  if (jwt.length > MAX_RELAY_JWT_LENGTH)
    throw new RelayJwtError(`is longer than ${MAX_RELAY_JWT_LENGTH} characters`);
  const parts = jwt.split('.');
  if (parts.length !== 3) throw new RelayJwtError('is not a JWT (header.payload.signature)');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJsonPart(headerPart, 'header');
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT') throw new RelayJwtError('must be an EdDSA JWT');
  const claims = parseClaims(decodeJsonPart(payloadPart, 'payload'));
  const publicKey = publicKeyOfDidKey(claims.iss);
  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.length !== ED25519_SIGNATURE_BYTES) throw new RelayJwtError('has no ed25519 signature');
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'utf8');
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  });
  if (!verify(null, signed, key, signature)) throw new RelayJwtError('signature does not match its issuer');
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (claims.exp <= now) throw new RelayJwtError('has expired');
  if (claims.exp > now + options.maxLifetimeSeconds + CLOCK_SKEW_SECONDS) {
    throw new RelayJwtError(`expires more than ${options.maxLifetimeSeconds} s from now`);
  }
  if (!options.acceptAudience(claims.aud))
    throw new RelayJwtError(`audience ${claims.aud.slice(0, 200)} is not this relay`);
  return claims;
}

/** Signs a relay JWT the way WalletConnect clients do (tests and the benchmark use it as a client would). */
export function signRelayJwt(
  seed: Uint8Array,
  claims: { aud: string; sub?: string; iat?: number; ttlSeconds?: number },
): string {
  const privateKey = privateKeyOfSeed(seed);
  const iat = claims.iat ?? Math.floor(Date.now() / 1000);
  const payload: RelayJwtClaims = {
    iss: relayClientId(seed),
    sub: claims.sub ?? 'gangway',
    aud: claims.aud,
    iat,
    exp: iat + (claims.ttlSeconds ?? 86_400),
  };
  const data = `${encodeJsonPart({ alg: 'EdDSA', typ: 'JWT' })}.${encodeJsonPart(payload)}`;
  return `${data}.${sign(null, Buffer.from(data, 'utf8'), privateKey).toString('base64url')}`;
}

/** The client id (did:key) of the ed25519 key with this 32-byte seed. */
export function relayClientId(seed: Uint8Array): string {
  const jwk = createPublicKey(privateKeyOfSeed(seed)).export({ format: 'jwk' });
  return didKeyOf(Buffer.from(jwk.x ?? '', 'base64url'));
}

function privateKeyOfSeed(seed: Uint8Array) {
  return createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
}

export function didKeyOf(publicKey: Uint8Array): string {
  return DID_KEY_PREFIX + base58.encode(Uint8Array.from([...ED25519_MULTICODEC, ...publicKey]));
}

function publicKeyOfDidKey(iss: string): Uint8Array {
  if (!iss.startsWith(DID_KEY_PREFIX)) throw new RelayJwtError('issuer must be an ed25519 did:key');
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(iss.slice(DID_KEY_PREFIX.length));
  } catch {
    throw new RelayJwtError('issuer is not base58btc');
  }
  if (
    bytes.length !== ED25519_MULTICODEC.length + ED25519_KEY_BYTES ||
    bytes[0] !== ED25519_MULTICODEC[0] ||
    bytes[1] !== ED25519_MULTICODEC[1]
  ) {
    throw new RelayJwtError('issuer must be an ed25519 did:key');
  }
  return bytes.slice(ED25519_MULTICODEC.length);
}

function decodeJsonPart(part: string, name: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new RelayJwtError(`${name} is not base64url JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RelayJwtError(`${name} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

function parseClaims(payload: Record<string, unknown>): RelayJwtClaims {
  const { iss, sub, aud, iat, exp } = payload;
  if (typeof iss !== 'string') throw new RelayJwtError('has no issuer (iss)');
  if (typeof aud !== 'string') throw new RelayJwtError('has no audience (aud)');
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new RelayJwtError('has no expiry (exp)');
  return {
    iss,
    sub: typeof sub === 'string' ? sub : '',
    aud,
    iat: typeof iat === 'number' ? iat : 0,
    exp,
  };
}

function encodeJsonPart(value: object): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}
