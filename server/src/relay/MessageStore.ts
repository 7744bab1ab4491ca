// The relay's mailbox in the database (PGlite or PostgreSQL, shared by every server instance): each message
// until its TTL, and which clients acknowledged it, so a client that was away gets what it missed.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { GangwayDatabase } from '../db/openDatabase.ts';

export interface StoredMessage {
  id: string;
  topic: string;
  message: string;
  /** Client id (did:key) of the publisher. */
  publisher: string;
  projectId: string;
  tag: number;
  attestation: string | undefined;
  /** Unix milliseconds. */
  publishedAt: number;
  expiresAt: number;
}

export interface MessageAck {
  messageId: string;
  clientId: string;
}

/** A retried publish of the same message on the same topic has the same id, so it is stored once. */
export function messageId(topic: string, message: string): string {
  return createHash('sha256').update(topic).update('\n').update(message).digest('hex');
}

export class MessageStore {
  constructor(private readonly database: GangwayDatabase) {}

  /** Stores the messages in one statement; returns the ids of those that were not stored already. */
  async insertMany(messages: readonly StoredMessage[]): Promise<Set<string>> {
    if (messages.length === 0) return new Set();
    const rows = await this.database.db
      .insertInto('relay_messages')
      .values(
        messages.map((message) => ({
          id: message.id,
          topic: message.topic,
          message: message.message,
          publisher: message.publisher,
          project_id: message.projectId,
          tag: message.tag,
          attestation: message.attestation ?? null,
          published_at: message.publishedAt,
          expires_at: message.expiresAt,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Live messages on these topics that the client neither published nor acknowledged, oldest first. */
  async pending(
    clientId: string,
    topics: readonly string[],
    limit: number,
    now = Date.now(),
  ): Promise<StoredMessage[]> {
    if (topics.length === 0) return [];
    const rows = await this.database.db
      .selectFrom('relay_messages as m')
      .selectAll('m')
      .where('m.topic', 'in', topics)
      .where('m.expires_at', '>', now)
      .where('m.publisher', '<>', clientId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('relay_acks as a')
              .select(sql.lit(1).as('one'))
              .whereRef('a.message_id', '=', 'm.id')
              .where('a.client_id', '=', clientId),
          ),
        ),
      )
      .orderBy('m.published_at')
      .orderBy('m.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      topic: row.topic,
      message: row.message,
      publisher: row.publisher,
      projectId: row.project_id,
      tag: row.tag,
      attestation: row.attestation ?? undefined,
      publishedAt: Number(row.published_at),
      expiresAt: Number(row.expires_at),
    }));
  }

  /** Records that clients have these messages (ones deleted meanwhile are skipped). */
  async acknowledge(acks: readonly MessageAck[]): Promise<void> {
    if (acks.length === 0) return;
    const rows = sql.join(acks.map((ack) => sql`(${ack.messageId}::text, ${ack.clientId}::text)`));
    await sql`
      insert into relay_acks (message_id, client_id)
      select m.id, v.client_id from (values ${rows}) as v(message_id, client_id)
      join relay_messages m on m.id = v.message_id
      on conflict do nothing`.execute(this.database.db);
  }

  /** Deletes expired messages (their acknowledgements go with them); returns how many. */
  async deleteExpired(now = Date.now()): Promise<number> {
    const result = await this.database.db
      .deleteFrom('relay_messages')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
