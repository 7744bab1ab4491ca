// Relay fan-out over PostgreSQL LISTEN/NOTIFY, for instances sharing a database without Redis. A NOTIFY payload
// must stay under 8000 bytes: a message that fits goes whole, a larger one as its id, read from relay_messages (where
// it is stored before it is published) by each receiving instance. Received messages are delivered in the order
// they were notified, ids included.
import { sql } from 'kysely';
import { PostgresListener } from '../cluster/postgresListener.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { MessageStore, StoredMessage } from './MessageStore.ts';
import { InProcessPubSub, type RelayMessageListener, type RelayPubSub } from './RelayPubSub.ts';

export const RELAY_CHANNEL = 'gangway_relay';
/** NOTIFY payloads must be under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7_900;

type Envelope = { from: string; message: StoredMessage } | { from: string; id: string };

export class PostgresPubSub implements RelayPubSub {
  readonly #local = new InProcessPubSub();
  readonly #listener: PostgresListener;
  #received: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: GangwayDatabase,
    databaseUrl: string,
    private readonly store: MessageStore,
    private readonly instanceId: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.#listener = new PostgresListener(databaseUrl, [RELAY_CHANNEL], {
      notification: (_channel, payload) => this.#receive(payload),
      reconnected: () => this.#local.gap(),
      error: onError,
    });
  }

  async publish(message: StoredMessage): Promise<void> {
    this.#local.deliver(message);
    let payload = JSON.stringify({ from: this.instanceId, message } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
      payload = JSON.stringify({ from: this.instanceId, id: message.id } satisfies Envelope);
    await sql`select pg_notify(${RELAY_CHANNEL}, ${payload})`.execute(this.database.db);
  }

  #receive(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch (error) {
      this.onError(error);
      return;
    }
    if (envelope.from === this.instanceId) return;
    if ('message' in envelope) {
      // Behind any id still being read, to keep the order.
      this.#received = this.#received.then(() => this.#local.deliver(envelope.message));
      return;
    }
    const reading = this.store.byId(envelope.id);
    this.#received = this.#received.then(async () => {
      try {
        const message = await reading;
        if (message) this.#local.deliver(message);
      } catch (error) {
        // The subscriber gets it from the mailbox on its next subscribe.
        this.onError(error);
      }
    });
  }

  subscribe(listener: RelayMessageListener): () => void {
    return this.#local.subscribe(listener);
  }

  onGap(listener: () => void): () => void {
    return this.#local.onGap(listener);
  }

  get connected(): boolean {
    return this.#listener.connected;
  }

  async close(): Promise<void> {
    await this.#listener.close();
    await this.#received;
    await this.#local.close();
  }
}
