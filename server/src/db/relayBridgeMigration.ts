// The relay bridge's shared state (relay/bridge): the topics browsers use on this relay, which the instance holding
// the bridge's lease subscribes upstream, and the bridge's identity on the upstream relay, one for every instance so
// that the upstream's mailbox hands a new leaseholder what the last one had not acknowledged.
import type { Kysely } from 'kysely';

export async function createRelayBridgeTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('relay_bridge_topics')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    /** The key (clientKey.ts) of the client that last subscribed or published on it: its budgets pay what arrives. */
    .addColumn('client_key', 'text', (c) => c.notNull())
    /** Unix ms: the topic stops being bridged then, unless a client uses it again. */
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('relay_bridge_topics_pk', ['project_id', 'topic'])
    .execute();
  await db.schema
    .createIndex('relay_bridge_topics_expires_at')
    .on('relay_bridge_topics')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('relay_bridge_identity')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    /** Hex of the ed25519 seed whose did:key is the bridge's client id upstream. */
    .addColumn('seed', 'text', (c) => c.notNull())
    .execute();
}
