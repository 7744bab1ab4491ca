// Sign in with a wallet, on the server (issue 22): nonces issued and consumed once per project and account; a
// signed CAIP-122 message checked field by field (the page's own allowed origin, the network, the account, the
// nonce, the times) and its signature per family; then a session, stored, with a token the integrator's backend
// verifies offline. Every refusal says what is wrong and stores nothing.
import { randomBytes } from 'node:crypto';
import type {
  CaipNetworkId,
  SiwxNonceResponse,
  SiwxSessionRecord,
  SiwxSessionResponse,
  SiwxVerifyRequest,
} from '@gangway/protocol';
import {
  isSignInNamespace,
  parseSignInMessage,
  type SignInNamespace,
  type SiwxMessageData,
} from '@gangway/protocol';
import { type Selectable, sql } from 'kysely';
import { parseAccountAddress } from '../chains/accountAddress.ts';
import type { ChainSet } from '../chains/chainSet.ts';
import type { ResolvedConfig } from '../config/resolveConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { SiwxSessionsTable } from '../db/siwxSchema.ts';
import type { KeyWrappers } from '../embedded/keys/KeyWrappers.ts';
import { ApiError, badRequest, unauthorized } from '../errors/ApiError.ts';
import type { ActiveProject } from '../projects/projectCache.ts';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';
import { createSessionTokens } from './sessionTokens.ts';
import { requireWrappers } from './signingKeys.ts';
import { verifySignInSignature } from './verifySignature.ts';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NONCE_LENGTH = 24;

function newNonce(): string {
  // 256 is a multiple of 62 no more than 4 times: bytes of 248 and over are dropped so every character is as likely.
  let nonce = '';
  while (nonce.length < NONCE_LENGTH) {
    for (const byte of randomBytes(NONCE_LENGTH * 2)) {
      if (byte < 248 && nonce.length < NONCE_LENGTH) nonce += NONCE_ALPHABET[byte % 62];
    }
  }
  return nonce;
}

const messageError = (reason: string) => badRequest('message', `Invalid sign-in message: ${reason}`);

interface Dependencies {
  config: ResolvedConfig;
  database: GangwayDatabase;
  chains: ChainSet;
  rpc: RpcUpstream;
  publicUrl(): string;
  /** The embedded wallet's key wrappers, which wrap the session-signing keys; without them sign-in answers 503. */
  keyWrappers: KeyWrappers | undefined;
}

export function createSiwxService({ config, database, chains, rpc, publicUrl, keyWrappers }: Dependencies) {
  const tokens = createSessionTokens(database, keyWrappers);
  const { nonceTtlSeconds, maxSessionSeconds, clockSkewSeconds, maxOpenNonces } = config.siwx;

  /** The account as the chain writes it, or a 400 naming `field`. */
  function account(chainId: CaipNetworkId, address: string, field: string): string {
    const namespace = chainId.slice(0, chainId.indexOf(':'));
    if (!isSignInNamespace(namespace))
      throw badRequest(
        'chainId',
        `Sign-in is not available on ${chainId}: only eip155, solana and bip122 chains`,
      );
    if (!chains.supports(chainId))
      throw badRequest(
        'chainId',
        `Chain ${chainId} is not supported by this server (supported: ${chains.chains.join(', ') || 'none'})`,
      );
    const chain = config.chains.find((candidate) => candidate.id === chainId);
    const parsed = chain ? parseAccountAddress(chain, address) : null;
    if (!parsed) throw badRequest(field, `Invalid ${field}: not an account of ${chainId}`);
    return parsed;
  }

  function toRecord(
    row: Omit<Selectable<SiwxSessionsTable>, 'project_id' | 'created_at' | 'revoked_at'>,
  ): SiwxSessionRecord {
    return {
      id: row.id,
      chainId: row.chain_id as CaipNetworkId,
      address: row.address,
      domain: row.domain,
      uri: row.uri,
      message: row.message,
      signature: row.signature,
      issuedAt: row.issued_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      verifiedAs: row.verified_as as SiwxSessionRecord['verifiedAs'],
    };
  }

  /** The fields of the message against the request and the project: what a forged or misdirected one fails. */
  function checkFields(
    project: ActiveProject,
    origin: string | undefined,
    request: SiwxVerifyRequest,
    data: SiwxMessageData,
    canonical: string,
    now: number,
  ): { issuedAt: Date; expiresAt: Date } {
    if (data.chainId !== request.chainId)
      throw messageError(`it names network ${data.chainId}, the request ${request.chainId}`);
    if (account(request.chainId, data.accountAddress, 'message') !== canonical)
      throw messageError('it names another account than the request');
    let uri: URL;
    try {
      uri = new URL(data.uri);
    } catch {
      throw messageError(`its URI ${data.uri.slice(0, 200)} is not a URL`);
    }
    if (uri.protocol !== 'https:' && uri.protocol !== 'http:') throw messageError('its URI is not http(s)');
    if (data.domain !== uri.host) throw messageError(`its domain ${data.domain} is not its URI's host`);
    if (!project.origins.matches(uri.origin))
      throw messageError(`${uri.origin} is not one of the project's allowed origins`);
    if (origin !== undefined && origin !== uri.origin)
      throw messageError(
        `it was written for ${uri.origin}, and the request comes from ${origin.slice(0, 200)}`,
      );
    const time = (value: string | undefined, name: string) => {
      if (value === undefined) return undefined;
      const parsed = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/.test(value)
        ? Date.parse(value)
        : Number.NaN;
      if (Number.isNaN(parsed)) throw messageError(`${name} ${value.slice(0, 64)} is not an RFC 3339 time`);
      return parsed;
    };
    const skew = clockSkewSeconds * 1000;
    const issuedAt = time(data.issuedAt, 'Issued At') as number;
    const expiresAt = time(data.expirationTime, 'Expiration Time');
    const notBefore = time(data.notBefore, 'Not Before');
    if (issuedAt > now + skew) throw messageError('it was issued in the future');
    if (issuedAt < now - skew - nonceTtlSeconds * 1000) throw messageError('it was issued too long ago');
    if (expiresAt === undefined) throw messageError('it has no Expiration Time');
    if (expiresAt <= now) throw messageError('it has expired');
    if (expiresAt - issuedAt > maxSessionSeconds * 1000)
      throw messageError(`it asks for a session longer than ${maxSessionSeconds} s`);
    if (notBefore !== undefined && notBefore > now + skew)
      throw messageError('it is not valid yet (Not Before)');
    return { issuedAt: new Date(issuedAt), expiresAt: new Date(expiresAt) };
  }

  /** Refuses (and takes back) `nonce` when its client or project holds more open nonces than allowed. */
  async function capOpenNonces(projectId: string, client: string, nonce: string, now: Date): Promise<void> {
    const open = (scope: 'client' | 'project') => {
      let query = database.db
        .selectFrom('siwx_nonces')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('expires_at').as('oldest')])
        .where('project_id', '=', projectId)
        .where('expires_at', '>', now);
      if (scope === 'client') query = query.where('client_key', '=', client);
      return query.executeTakeFirstOrThrow();
    };
    for (const [scope, cap] of [
      ['client', maxOpenNonces.perClient],
      ['project', maxOpenNonces.perProject],
    ] as const) {
      const { count, oldest } = await open(scope);
      if (Number(count) <= cap) continue;
      await database.db.deleteFrom('siwx_nonces').where('nonce', '=', nonce).execute();
      // The oldest open nonce expires first: then there is room again.
      const freedAt = oldest === null ? now.getTime() : new Date(oldest as Date | string).getTime();
      const retryAfter = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many open sign-in nonces for this ${scope}; retry after ${retryAfter} s`,
        { retryAfterSeconds: retryAfter },
      );
    }
  }

  return {
    tokens,

    /** `client` is the requester's client key (clientKey.ts): open nonces are capped per client too. */
    async issueNonce(
      project: ActiveProject,
      chainId: CaipNetworkId,
      address: string,
      client: string,
    ): Promise<SiwxNonceResponse> {
      // No session could be signed: refused before the visitor is asked for a signature.
      requireWrappers(keyWrappers);
      const canonical = account(chainId, address, 'address');
      const nonce = newNonce();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + nonceTtlSeconds * 1000);
      await database.db
        .insertInto('siwx_nonces')
        .values({
          nonce,
          project_id: project.id,
          chain_id: chainId,
          address: canonical,
          client_key: client,
          expires_at: expiresAt,
        })
        .execute();
      // Counted after the insert, so concurrent issuers (on any instance) each see the others: the caps hold.
      await capOpenNonces(project.id, client, nonce, now);
      const accountNonces = database.db
        .selectFrom('siwx_nonces')
        .select('nonce')
        .where('project_id', '=', project.id)
        .where('chain_id', '=', chainId)
        .where('address', '=', canonical)
        .where('expires_at', '>', now)
        .orderBy('expires_at', 'desc')
        .orderBy('nonce')
        .limit(maxOpenNonces.perAccount);
      await database.db
        .deleteFrom('siwx_nonces')
        .where('project_id', '=', project.id)
        .where('chain_id', '=', chainId)
        .where('address', '=', canonical)
        .where('nonce', 'not in', accountNonces)
        .execute();
      return { nonce, expiresAt: expiresAt.toISOString() };
    },

    async verify(
      project: ActiveProject,
      origin: string | undefined,
      request: SiwxVerifyRequest,
    ): Promise<SiwxSessionResponse> {
      const namespace = request.chainId.slice(0, request.chainId.indexOf(':')) as SignInNamespace;
      const canonical = account(request.chainId, request.address, 'address');
      const data = parseSignInMessage(request.message, namespace);
      if (!data) throw messageError(`not a CAIP-122 sign-in message for ${namespace}`);
      const now = Date.now();
      const { issuedAt, expiresAt } = checkFields(project, origin, request, data, canonical, now);
      // Single use: the nonce goes whatever follows, so a replayed or forged message can never try it again.
      const consumed = await database.db
        .deleteFrom('siwx_nonces')
        .where('nonce', '=', data.nonce)
        .where('project_id', '=', project.id)
        .returning(['chain_id', 'address', 'expires_at'])
        .executeTakeFirst();
      if (
        !consumed ||
        consumed.chain_id !== request.chainId ||
        consumed.address !== canonical ||
        consumed.expires_at.getTime() <= now
      ) {
        throw new ApiError(
          400,
          'NONCE_INVALID',
          'Invalid sign-in message: its nonce is unknown, used, expired or not for this account',
          {
            field: 'message.nonce',
          },
        );
      }
      const verifiedAs = await verifySignInSignature({
        namespace,
        data,
        message: request.message,
        signature: request.signature,
        rpc,
      });
      if (!verifiedAs)
        throw new ApiError(
          400,
          'SIGNATURE_INVALID',
          `The signature does not verify for ${data.accountAddress} on ${request.chainId}`,
          {
            field: 'signature',
          },
        );
      const row = await database.db
        .insertInto('siwx_sessions')
        .values({
          id: randomBytes(16).toString('hex'),
          project_id: project.id,
          chain_id: request.chainId,
          address: data.accountAddress,
          domain: data.domain,
          uri: data.uri,
          message: request.message,
          signature: request.signature,
          verified_as: verifiedAs,
          issued_at: issuedAt,
          expires_at: expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const session = toRecord(row);
      const token = await tokens.sign(project.id, {
        sid: session.id,
        sub: `${session.chainId}:${session.address}`,
        aud: project.id,
        iss: publicUrl(),
        iat: Math.floor(now / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
      });
      return { session, token };
    },

    /** The live session a token names: 401 for a token that is not this project's, expired or revoked. */
    async current(project: ActiveProject, token: string | undefined): Promise<SiwxSessionRecord> {
      const claims = token && (await tokens.read(project.id, token, Math.floor(Date.now() / 1000)));
      if (!claims) throw unauthorized('The session token is not valid for this project, or has expired');
      const row = await database.db
        .selectFrom('siwx_sessions')
        .selectAll()
        .where('id', '=', claims.sid)
        .where('project_id', '=', project.id)
        .executeTakeFirst();
      if (!row || row.revoked_at !== null || row.expires_at.getTime() <= Date.now())
        throw new ApiError(401, 'SESSION_INVALID', 'The session has been revoked or has expired', {
          headers: { 'www-authenticate': 'Bearer' },
        });
      return toRecord(row);
    },

    async revoke(project: ActiveProject, token: string | undefined): Promise<boolean> {
      const claims = token && (await tokens.read(project.id, token, Math.floor(Date.now() / 1000)));
      if (!claims) throw unauthorized('The session token is not valid for this project, or has expired');
      const revoked = await database.db
        .updateTable('siwx_sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', claims.sid)
        .where('project_id', '=', project.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(revoked.numUpdatedRows) > 0;
    },

    /** Expired nonces and sessions that ended a day ago (a periodic job). */
    async cleanUp(): Promise<number> {
      const nonces = await database.db
        .deleteFrom('siwx_nonces')
        .where('expires_at', '<', new Date())
        .executeTakeFirst();
      const sessions = await database.db
        .deleteFrom('siwx_sessions')
        .where(sql<boolean>`coalesce(revoked_at, expires_at) < now() - interval '1 day'`)
        .executeTakeFirst();
      return Number(nonces.numDeletedRows) + Number(sessions.numDeletedRows);
    },
  };
}
export type SiwxService = ReturnType<typeof createSiwxService>;
