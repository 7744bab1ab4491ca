// Analytics events are kept for the retention period, then deleted by a periodic job that runs at start and hourly.
import type { GangwayDatabase } from '../db/openDatabase.ts';

const DAY_MS = 86_400_000;
export const RETENTION_JOB_INTERVAL_MS = 3_600_000;

/** Deletes events received more than retentionDays ago; returns how many went. */
export async function deleteExpiredEvents(
  database: GangwayDatabase,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  const deleted = await database.db
    .deleteFrom('analytics_events')
    .where('received_at', '<', new Date(now - retentionDays * DAY_MS))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
