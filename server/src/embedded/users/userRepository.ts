// Users of the embedded wallet, their identities (an e-mail address, a social or Farcaster account) and verified
// devices.
import type { EmbeddedNamespace, EmbeddedUser, SocialOption } from '@gangway/protocol';
import type { Kysely } from 'kysely';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import type { Database } from '../../db/schema.ts';
import { randomToken } from '../secrets.ts';
import { revokeUserSessions } from '../sessions/sessionStore.ts';

export const EMAIL_PROVIDER = 'email' as const;
/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';
/** E-mail, an OAuth provider, or farcaster (the fid is the subject). */
export type LoginMethod = typeof EMAIL_PROVIDER | SocialOption;

export interface Identity {
  projectId: string;
  provider: LoginMethod;
  subject: string;
  userName?: string | null;
}

export async function findUserId(database: GangwayDatabase, identity: Identity): Promise<string | undefined> {
  const row = await database.db
    .selectFrom('embedded_identities')
    .select('user_id')
    .where('project_id', '=', identity.projectId)
    .where('provider', '=', identity.provider)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  return row?.user_id;
}

/** The identity's user, created with it on first login. Concurrent first logins end with one user. */
export async function findOrCreateUser(database: GangwayDatabase, identity: Identity): Promise<string> {
  const existing = await findUserId(database, identity);
  if (existing) {
    if (identity.userName !== undefined) {
      await database.db
        .updateTable('embedded_identities')
        .set({ user_name: identity.userName })
        .where('project_id', '=', identity.projectId)
        .where('provider', '=', identity.provider)
        .where('subject', '=', identity.subject)
        .execute();
    }
    return existing;
  }
  const userId = randomToken(16);
  const created = await database.db.transaction().execute(async (trx) => {
    await trx.insertInto('embedded_users').values({ id: userId, project_id: identity.projectId }).execute();
    return trx
      .insertInto('embedded_identities')
      .values({
        project_id: identity.projectId,
        provider: identity.provider,
        subject: identity.subject,
        user_id: userId,
        user_name: identity.userName ?? null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('user_id')
      .executeTakeFirst();
  });
  if (created) return userId;
  await database.db.deleteFrom('embedded_users').where('id', '=', userId).execute();
  const winner = await findUserId(database, identity);
  if (!winner) throw new Error('identity vanished while it was created');
  return winner;
}

export async function isDeviceVerified(
  db: Kysely<Database>,
  userId: string,
  deviceId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('embedded_devices')
    .select('device_id')
    .where('user_id', '=', userId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markDeviceVerified(database: GangwayDatabase, userId: string, deviceId: string) {
  await database.db
    .insertInto('embedded_devices')
    .values({ user_id: userId, device_id: deviceId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** SPEC §3 User as the frame gets it; the social fields are those of the login method of the session. */
export async function embeddedUserOf(
  database: GangwayDatabase,
  userId: string,
  loginMethod: string,
): Promise<EmbeddedUser> {
  const [user, identities, keys] = await Promise.all([
    database.db
      .selectFrom('embedded_users')
      .select('preferred_account_type')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom('embedded_identities')
      .select(['provider', 'subject', 'user_name'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    database.db
      .selectFrom('embedded_keys')
      .select(['namespace', 'address'])
      .where('user_id', '=', userId)
      .orderBy('namespace')
      .execute(),
  ]);
  const email = identities.find((identity) => identity.provider === EMAIL_PROVIDER);
  const social = identities.find(
    (identity) => identity.provider !== EMAIL_PROVIDER && identity.provider === loginMethod,
  );
  return {
    email: email?.subject ?? null,
    socialProvider: (social?.provider as SocialOption | undefined) ?? null,
    userName: social?.user_name ?? null,
    accounts: keys.map((key) => ({
      namespace: key.namespace as EmbeddedNamespace,
      address: key.address,
      type: 'eoa' as const,
    })),
    preferredAccountType: user.preferred_account_type === 'smartAccount' ? 'smartAccount' : 'eoa',
  };
}

/** The user's e-mail address, or undefined when they log in only with a social account. */
export async function emailOfUser(database: GangwayDatabase, userId: string): Promise<string | undefined> {
  const row = await database.db
    .selectFrom('embedded_identities')
    .select('subject')
    .where('user_id', '=', userId)
    .where('provider', '=', EMAIL_PROVIDER)
    .executeTakeFirst();
  return row?.subject;
}

/**
 * SPEC §4 e-mail update, its last step: the user's address becomes `newEmail` and every session but `keepSession`
 * is revoked, together. False when another account took the address meanwhile (nothing changed then).
 */
export async function changeUserEmail(
  database: GangwayDatabase,
  userId: string,
  newEmail: string,
  keepSession: string,
): Promise<boolean> {
  try {
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('embedded_identities')
        .set({ subject: newEmail })
        .where('user_id', '=', userId)
        .where('provider', '=', EMAIL_PROVIDER)
        .execute();
      await revokeUserSessions(trx, userId, keepSession);
    });
    return true;
  } catch (error) {
    // The identities' primary key: another account took the address between the caller's check and the update.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
    throw error;
  }
}
