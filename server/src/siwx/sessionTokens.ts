// Session tokens: compact JWTs (EdDSA, Ed25519) signed with the project's own key, so the integrator's backend checks
// a visitor's session offline with the keys of GET /v1/siwx/keys. The key is made on first need and kept in the
// database, wrapped by the embedded wallet's key wrappers (signingKeys.ts); every instance of the server signs with
// the same one.
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { KeyWrappers } from '../embedded/keys/KeyWrappers.ts';
import { requireWrappers, signingKeyContext, unwrapSigningKey } from './signingKeys.ts';

export interface SessionClaims {
  /** The session's id. */
  sid: string;
  /** CAIP-10 account id of the signed-in account. */
  sub: string;
  /** The project. */
  aud: string;
  /** The server that issued it (its public URL). */
  iss: string;
  /** Unix seconds. */
  iat: number;
  exp: number;
}

interface ProjectKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  x: string;
}

const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === 'string' ? encoder.encode(bytes) : bytes).toString('base64url');

/** Without key wrappers (none configured) every call fails with 503: keys are never stored in the clear. */
export function createSessionTokens(database: GangwayDatabase, keyWrappers: KeyWrappers | undefined) {
  // Keys never change once made: a copy per instance saves a read per request.
  const cache = new Map<string, Promise<ProjectKey>>();

  async function load(projectId: string): Promise<ProjectKey> {
    const wrappers = requireWrappers(keyWrappers);
    const read = () =>
      database.db
        .selectFrom('siwx_signing_keys')
        .select(['project_id', 'kid', 'private_key', 'public_x', 'key_wrapper'])
        .where('project_id', '=', projectId)
        .executeTakeFirst();
    let row = await read();
    if (!row) {
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      const x = (publicKey.export({ format: 'jwk' }) as { x: string }).x;
      await database.db
        .insertInto('siwx_signing_keys')
        .values({
          project_id: projectId,
          kid: x.slice(0, 16),
          private_key: await wrappers.current.wrap(
            privateKey.export({ format: 'der', type: 'pkcs8' }),
            signingKeyContext(projectId),
          ),
          key_wrapper: wrappers.current.id,
          public_x: x,
        })
        .onConflict((conflict) => conflict.column('project_id').doNothing())
        .execute();
      // Another instance may have won the insert: its key is the project's.
      row = await read();
      if (!row) throw new Error(`No signing key for project ${projectId}`);
    }
    const der = await unwrapSigningKey(database, wrappers, row);
    const privateKey = createPrivateKey({ key: Buffer.from(der), format: 'der', type: 'pkcs8' });
    return { kid: row.kid, privateKey, publicKey: createPublicKey(privateKey), x: row.public_x };
  }

  function keyOf(projectId: string): Promise<ProjectKey> {
    let key = cache.get(projectId);
    if (!key) {
      key = load(projectId);
      key.catch(() => cache.delete(projectId));
      cache.set(projectId, key);
    }
    return key;
  }

  return {
    async sign(projectId: string, claims: SessionClaims): Promise<string> {
      const key = await keyOf(projectId);
      const input = `${b64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT', kid: key.kid }))}.${b64url(JSON.stringify(claims))}`;
      return `${input}.${b64url(sign(null, encoder.encode(input), key.privateKey))}`;
    },
    /** The claims of a token this project's key signed and that has not expired; undefined for anything else. */
    async read(projectId: string, token: string, nowSeconds: number): Promise<SessionClaims | undefined> {
      const parts = token.split('.');
      if (parts.length !== 3) return undefined;
      const [header, payload, signature] = parts as [string, string, string];
      const key = await keyOf(projectId);
      try {
        const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
        if (head.alg !== 'EdDSA' || head.kid !== key.kid) return undefined;
        if (
          !verify(
            null,
            encoder.encode(`${header}.${payload}`),
            key.publicKey,
            Buffer.from(signature, 'base64url'),
          )
        )
          return undefined;
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SessionClaims;
        if (claims.aud !== projectId || typeof claims.exp !== 'number' || claims.exp <= nowSeconds)
          return undefined;
        if (typeof claims.sid !== 'string') return undefined;
        return claims;
      } catch {
        return undefined;
      }
    },
    /** The project's public key as a JWK set. */
    async keys(projectId: string) {
      const key = await keyOf(projectId);
      return {
        keys: [{ kty: 'OKP', crv: 'Ed25519', x: key.x, kid: key.kid, alg: 'EdDSA', use: 'sig' } as const],
      };
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
