// The relay's mailbox in the database (PGlite or PostgreSQL, shared by every server instance): each message
// until its TTL, and which clients acknowledged it, so a client that was away gets what it missed.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { RelayMessagesTable } from '../db/schema.ts';

export interface StoredMessage {
  id: string;
  topic: string;
  message: string;
  /** Client id (did:key) of the publisher. */
  publisher: string;
  /** The project it was published under: only that project's clients receive it. */
  projectId: string;
  tag: number;
  attestation: string | undefined;
  /** Unix milliseconds. */
  publishedAt: number;
  expiresAt: number;
}

/** Where a page of pending messages ends: the next page starts after it (oldest first). */
export interface PageCursor {
  publishedAt: number;
  id: string;
}

export interface PendingQuery {
  clientId: string;
  projectId: string;
  topics: readonly string[];
  /** At most this many messages, and this many message bytes (but always one, whatever its size). */
  maxMessages: number;
  maxBytes: number;
  after?: PageCursor;
  now?: number;
}

export interface PendingPage {
  messages: StoredMessage[];
  /** UTF-8 bytes of the page's messages. */
  bytes: number;
  hasMore: boolean;
}

/** A relay_messages row as a driver answers it (bigint columns may come back as strings). */
type MessageRow = Omit<RelayMessagesTable, 'published_at' | 'expires_at'> & {
  published_at: string | number;
  expires_at: string | number;
};

interface PendingRow extends MessageRow {
  total: string | number;
}

/** What a message weighs in the mailbox's quotas and in a page. */
export function messageBytes(message: string): number {
  return Buffer.byteLength(message, 'utf8');
}

export interface MessageAck {
  messageId: string;
  clientId: string;
}

/** A retried publish of the same message on the same topic of a project has the same id, so it is stored once. */
export function messageId(projectId: string, topic: string, message: string): string {
  return createHash('sha256')
    .update(projectId)
    .update('\n')
    .update(topic)
    .update('\n')
    .update(message)
    .digest('hex');
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
          size_bytes: messageBytes(message.message),
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /**
   * A page of the live messages of the project on these topics that the client neither published nor acknowledged,
   * oldest first, within the page's message and byte limits.
   */
  async pending(query: PendingQuery): Promise<PendingPage> {
    if (query.topics.length === 0) return { messages: [], bytes: 0, hasMore: false };
    const after = query.after
      ? sql`and (m.published_at, m.id) > (${query.after.publishedAt}, ${query.after.id})`
      : sql``;
    const result = await sql<PendingRow>`
      select id, topic, message, publisher, project_id, tag, attestation, published_at, expires_at, size_bytes, total
      from (
        select m.*,
          sum(m.size_bytes) over page as running,
          row_number() over page as position,
          count(*) over () as total
        from relay_messages m
        where m.project_id = ${query.projectId}
          and m.topic in (${sql.join(query.topics)})
          and m.expires_at > ${query.now ?? Date.now()}
          and m.publisher <> ${query.clientId}
          ${after}
          and not exists (
            select 1 from relay_acks a where a.message_id = m.id and a.client_id = ${query.clientId}
          )
        window page as (order by m.published_at, m.id)
      ) pending
      where position = 1 or (position <= ${query.maxMessages} and running <= ${query.maxBytes})
      order by published_at, id`.execute(this.database.db);
    const rows = result.rows;
    return {
      messages: rows.map(toStoredMessage),
      bytes: rows.reduce((sum, row) => sum + row.size_bytes, 0),
      hasMore: rows.length < Number(rows[0]?.total ?? 0),
    };
  }

  /** One stored message (what another instance notified by its id). */
  async byId(id: string): Promise<StoredMessage | undefined> {
    const row = await this.database.db
      .selectFrom('relay_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toStoredMessage(row);
  }

  /** Bytes of live messages per project and topic, with when the last of them expires (the quotas' start). */
  async usage(
    now = Date.now(),
  ): Promise<{ projectId: string; topic: string; bytes: number; expiresAt: number }[]> {
    const rows = await this.database.db
      .selectFrom('relay_messages')
      .select(({ fn }) => [
        'project_id',
        'topic',
        fn.sum<string>('size_bytes').as('bytes'),
        fn.max('expires_at').as('expires_at'),
      ])
      .where('expires_at', '>', now)
      .groupBy(['project_id', 'topic'])
      .execute();
    return rows.map((row) => ({
      projectId: row.project_id,
      topic: row.topic,
      bytes: Number(row.bytes),
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

/** A stored row as the relay speaks of it. */
function toStoredMessage(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    topic: row.topic,
    message: row.message,
    publisher: row.publisher,
    projectId: row.project_id,
    tag: row.tag,
    attestation: row.attestation ?? undefined,
    publishedAt: Number(row.published_at),
    expiresAt: Number(row.expires_at),
  };
}
