// Empties every table (tests reuse one database per file and reset it between tests).
import { sql } from 'kysely';
import type { GangwayDatabase } from './openDatabase.ts';

export async function resetDatabase(database: GangwayDatabase): Promise<void> {
  await sql`truncate table projects, project_origins, wallets, images, directory_state, analytics_events, relay_messages, relay_acks, relay_bridge_topics, budget_buckets, budget_counters, profile_names, smart_sessions, smart_session_scans cascade`.execute(
    database.db,
  );
  await database.changes.publish({ type: 'all' });
}
