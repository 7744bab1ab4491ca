// Sessions: an opaque bearer token for the frame; the database keeps its SHA-256 only.
import { KEY_EXPORT_WINDOW_SECONDS, ONE_SECOND_MS } from '@gangway/protocol';
import { type Kysely, sql } from 'kysely';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import type { Database } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../secrets.ts';

export interface Session {
  tokenHash: string;
  userId: string;
  projectId: string;
  deviceId: string;
  loginMethod: string;
  /** Made by a login (a new code, a new social login) less than KEY_EXPORT_WINDOW_SECONDS ago: it may export keys. */
  freshLogin: boolean;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  database: GangwayDatabase,
  session: Omit<Session, 'tokenHash' | 'freshLogin'>,
  ttlSeconds: number,
): Promise<NewSession> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + ttlSeconds * ONE_SECOND_MS);
  await database.db
    .insertInto('embedded_sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id: session.userId,
      project_id: session.projectId,
      device_id: session.deviceId,
      login_provider: session.loginMethod,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** The live session of `token`: not expired, not revoked. */
export async function findSession(database: GangwayDatabase, token: string): Promise<Session | undefined> {
  const row = await database.db
    .selectFrom('embedded_sessions')
    .select(['token_hash', 'user_id', 'project_id', 'device_id', 'login_provider'])
    .select(
      sql<boolean>`created_at > now() - make_interval(secs => ${KEY_EXPORT_WINDOW_SECONDS})`.as(
        'fresh_login',
      ),
    )
    .where('token_hash', '=', sha256Hex(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return (
    row && {
      tokenHash: row.token_hash,
      userId: row.user_id,
      projectId: row.project_id,
      deviceId: row.device_id,
      loginMethod: row.login_provider,
      freshLogin: row.fresh_login,
    }
  );
}

export async function revokeSession(database: GangwayDatabase, tokenHash: string): Promise<void> {
  await database.db
    .updateTable('embedded_sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the user, but the one of `keep` when given; answers how many. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  keep?: string,
): Promise<number> {
  let update = db
    .updateTable('embedded_sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep !== undefined) update = update.where('token_hash', '!=', keep);
  return Number((await update.executeTakeFirst()).numUpdatedRows);
}
