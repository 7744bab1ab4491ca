// The login service's rows that have ended, deleted: social attempts, Farcaster channels and one-time codes past their expiry,
// sessions expired or revoked (a missing session is refused like a revoked one), and mail cool-downs that have run
// out. One function per job; jobs/periodicJobs.ts schedules them.
import { sql } from 'kysely';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import type { PeriodicJob } from '../../jobs/periodicJobs.ts';

const EVERY_MS = 15 * 60 * 1_000;
const now = sql<Date>`now()`;

export async function deleteEndedSocialAttempts(database: GangwayDatabase): Promise<number> {
  const deleted = await database.db
    .deleteFrom('embedded_social_attempts')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export async function deleteEndedFarcasterChannels(database: GangwayDatabase): Promise<number> {
  const deleted = await database.db
    .deleteFrom('embedded_farcaster_channels')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export async function deleteEndedOtps(database: GangwayDatabase): Promise<number> {
  const deleted = await database.db
    .deleteFrom('embedded_otps')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export async function deleteEndedSessions(database: GangwayDatabase): Promise<number> {
  const deleted = await database.db
    .deleteFrom('embedded_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export async function deleteElapsedMailCooldowns(database: GangwayDatabase): Promise<number> {
  const deleted = await database.db
    .deleteFrom('embedded_mail_cooldowns')
    .where('next_at', '<=', now)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export function embeddedCleanupJobs(database: GangwayDatabase): PeriodicJob[] {
  return [
    {
      name: 'embedded: ended social attempts',
      everyMs: EVERY_MS,
      run: () => deleteEndedSocialAttempts(database),
    },
    {
      name: 'embedded: ended Farcaster channels',
      everyMs: EVERY_MS,
      run: () => deleteEndedFarcasterChannels(database),
    },
    { name: 'embedded: ended one-time codes', everyMs: EVERY_MS, run: () => deleteEndedOtps(database) },
    { name: 'embedded: ended sessions', everyMs: EVERY_MS, run: () => deleteEndedSessions(database) },
    {
      name: 'embedded: elapsed mail cool-downs',
      everyMs: EVERY_MS,
      run: () => deleteElapsedMailCooldowns(database),
    },
  ];
}
