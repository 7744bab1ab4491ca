// The topics clients use on this relay (subscribe or publish), in the database every instance shares: the instance
// holding the bridge's lease subscribes them upstream. A topic stays bridged until it is unsubscribed or, unused, its
// time runs out (a client subscribes its topics again on every reconnect, which renews them).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { GangwayDatabase } from '../../db/openDatabase.ts';

export interface BridgeTopic {
  projectId: string;
  topic: string;
  /** Whose budgets and mailbox share pay for what arrives on it from upstream (clientKey.ts). */
  clientKey: string;
}

export class BridgeTopics {
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly database: GangwayDatabase,
    /** How long a topic stays bridged after its last use. */
    private readonly lifetimeMs: number,
  ) {}

  /** Records that a client uses these topics (in one statement), and tells this instance's bridge at once. */
  async use(
    projectId: string,
    topics: readonly string[],
    clientKey: string,
    now = Date.now(),
  ): Promise<void> {
    if (topics.length === 0) return;
    const expiresAt = now + this.lifetimeMs;
    await this.database.db
      .insertInto('relay_bridge_topics')
      .values(
        [...new Set(topics)].map((topic) => ({
          project_id: projectId,
          topic,
          client_key: clientKey,
          expires_at: expiresAt,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['project_id', 'topic']).doUpdateSet({
          client_key: (eb) => eb.ref('excluded.client_key'),
          expires_at: (eb) => eb.ref('excluded.expires_at'),
        }),
      )
      .execute();
    this.#changed();
  }

  async drop(projectId: string, topics: readonly string[]): Promise<void> {
    if (topics.length === 0) return;
    await this.database.db
      .deleteFrom('relay_bridge_topics')
      .where('project_id', '=', projectId)
      .where('topic', 'in', [...topics])
      .execute();
    this.#changed();
  }

  async live(now = Date.now()): Promise<BridgeTopic[]> {
    const rows = await this.database.db
      .selectFrom('relay_bridge_topics')
      .select(['project_id', 'topic', 'client_key'])
      .where('expires_at', '>', now)
      .execute();
    return rows.map((row) => ({ projectId: row.project_id, topic: row.topic, clientKey: row.client_key }));
  }

  async deleteExpired(now = Date.now()): Promise<number> {
    const result = await this.database.db
      .deleteFrom('relay_bridge_topics')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Tells the listener when this instance changed the topics (other instances' changes are read on a timer). */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** The bridge's ed25519 seed, made by the first instance that needs it and read by the others. */
export async function bridgeSeed(database: GangwayDatabase): Promise<Uint8Array> {
  await sql`insert into relay_bridge_identity (id, seed) values (1, ${randomBytes(32).toString('hex')})
    on conflict (id) do nothing`.execute(database.db);
  const row = await database.db
    .selectFrom('relay_bridge_identity')
    .select('seed')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Uint8Array.from(Buffer.from(row.seed, 'hex'));
}
