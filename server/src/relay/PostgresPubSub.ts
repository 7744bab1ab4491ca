// Relay fan-out over PostgreSQL LISTEN/NOTIFY, for instances sharing a database without Redis. A NOTIFY payload
// must stay under 8000 bytes: a message that fits goes whole, a larger one as its id, read from relay_messages (where
// it is stored before it is published) by each receiving instance that wants it. Received messages are delivered in
// the order they were notified, ids included.
// Every instance hears every notification on the one channel (a channel per topic would have PostgreSQL match each
// notification against every listened channel, thousands a backend); a first line, the sender's instance id and the
// topic's key, lets an instance skip its own and those of topics it does not watch without decoding them.
import { sql } from 'kysely';
import { PostgresListener } from '../cluster/postgresListener.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { MessageStore, StoredMessage } from './MessageStore.ts';
import {
  InProcessPubSub,
  type RelayMessageListener,
  type RelayPubSub,
  topicKey,
  WatchedTopics,
} from './RelayPubSub.ts';

export const RELAY_CHANNEL = 'gangway_relay';
/** NOTIFY payloads must be under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7_900;

/** `<instance id> <topic key>`, a newline, then the message as JSON, or (too large to fit) its id. */
export function notifyPayload(instanceId: string, message: StoredMessage): string {
  const header = `${instanceId} ${topicKey(message.projectId, message.topic)}\n`;
  const whole = header + JSON.stringify(message);
  return Buffer.byteLength(whole) > MAX_PAYLOAD_BYTES ? header + message.id : whole;
}

export class PostgresPubSub implements RelayPubSub {
  readonly #local = new InProcessPubSub();
  readonly #listener: PostgresListener;
  /** Nothing to tell PostgreSQL: the keys filter what arrives. */
  readonly #watched = new WatchedTopics(
    async () => {},
    () => {},
  );
  /** What every payload this instance sends starts with. */
  readonly #origin: string;
  #received: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: GangwayDatabase,
    databaseUrl: string,
    private readonly store: MessageStore,
    private readonly instanceId: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.#origin = `${instanceId} `;
    this.#listener = new PostgresListener(databaseUrl, [RELAY_CHANNEL], {
      notification: (_channel, payload) => this.#receive(payload),
      reconnected: () => this.#local.gap(),
      error: onError,
    });
  }

  watch(projectId: string, topic: string): Promise<void> {
    return this.#watched.watch(topicKey(projectId, topic));
  }

  unwatch(projectId: string, topic: string): void {
    this.#watched.unwatch(topicKey(projectId, topic));
  }

  async publish(message: StoredMessage): Promise<void> {
    this.#local.deliver(message);
    await sql`select pg_notify(${RELAY_CHANNEL}, ${notifyPayload(this.instanceId, message)})`.execute(
      this.database.db,
    );
  }

  #receive(payload: string): void {
    if (payload.startsWith(this.#origin)) return;
    const headerEnd = payload.indexOf('\n');
    const keyStart = payload.indexOf(' ') + 1;
    if (headerEnd < 0 || keyStart === 0 || !this.#watched.has(payload.slice(keyStart, headerEnd))) return;
    const body = payload.slice(headerEnd + 1);
    if (body.startsWith('{')) {
      let message: StoredMessage;
      try {
        message = JSON.parse(body) as StoredMessage;
      } catch (error) {
        this.onError(error);
        return;
      }
      // Behind any id still being read, to keep the order.
      this.#received = this.#received.then(() => this.#local.deliver(message));
      return;
    }
    const reading = this.store.byId(body);
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
