// The relay of one server instance: the shared mailbox (database), the fan-out channel, and the hub of
// this instance's connections. Expired messages are deleted at start and every minute.
import type { RelayConfig } from '../config/resolveConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { MessageStore, type StoredMessage } from './MessageStore.ts';
import { RelayHub } from './RelayHub.ts';
import { InProcessPubSub, type RelayPubSub } from './RelayPubSub.ts';

const EXPIRY_JOB_INTERVAL_MS = 60_000;

export class Relay {
  readonly store: MessageStore;
  readonly hub = new RelayHub();
  readonly #unsubscribe: () => void;
  readonly #expiryTimer: NodeJS.Timeout;

  constructor(
    database: GangwayDatabase,
    readonly config: RelayConfig,
    onError: (error: unknown) => void,
    private readonly pubsub: RelayPubSub = new InProcessPubSub(),
  ) {
    this.store = new MessageStore(database);
    this.#unsubscribe = pubsub.subscribe((message) => this.hub.deliver(message));
    const deleteExpired = () => void this.store.deleteExpired().catch(onError);
    deleteExpired();
    this.#expiryTimer = setInterval(deleteExpired, EXPIRY_JOB_INTERVAL_MS);
    this.#expiryTimer.unref();
  }

  /** Stores the message, then hands it to every instance's subscribers (a retried publish goes out once). */
  async publish(message: StoredMessage): Promise<void> {
    if (await this.store.insert(message)) await this.pubsub.publish(message);
  }

  async close(): Promise<void> {
    clearInterval(this.#expiryTimer);
    this.#unsubscribe();
    await this.pubsub.close();
  }
}
