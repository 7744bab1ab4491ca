// The relay of one server instance: the shared mailbox (database) and its quotas, the fan-out channel, and the hub
// of this instance's connections. Deleting expired messages is a periodic job (relayExpiryJob), run by one instance.
import type { RelayConfig } from '../config/resolveConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { PeriodicJob } from '../jobs/periodicJobs.ts';
import type { CounterStore } from '../rateLimit/CounterStore.ts';
import { BridgeTopics } from './bridge/BridgeTopics.ts';
import { MailboxQuota } from './MailboxQuota.ts';
import { MessageBatcher } from './MessageBatcher.ts';
import { type MessageAck, MessageStore, type StoredMessage } from './MessageStore.ts';
import { RelayHub } from './RelayHub.ts';
import { InProcessPubSub, type RelayPubSub } from './RelayPubSub.ts';

const EXPIRY_JOB_INTERVAL_MS = 60_000;

export class Relay {
  readonly store: MessageStore;
  readonly quota: MailboxQuota;
  readonly hub: RelayHub;
  readonly pubsub: RelayPubSub;
  /** The topics the relay bridge subscribes upstream; undefined without an upstream relay. */
  readonly bridgeTopics: BridgeTopics | undefined;
  readonly #writer: MessageBatcher;
  readonly #unsubscribe: (() => void)[];
  #acks: MessageAck[] = [];

  constructor(
    database: GangwayDatabase,
    readonly config: RelayConfig,
    /** The budgets of amounts held: connections per IP, the mailbox's bytes. */
    readonly counters: CounterStore,
    private readonly onError: (error: unknown) => void,
    /** Builds the fan-out channel (it may read the mailbox: a message too large for its channel goes by id). */
    pubsub: (store: MessageStore) => RelayPubSub = () => new InProcessPubSub(),
  ) {
    this.store = new MessageStore(database);
    this.pubsub = pubsub(this.store);
    this.hub = new RelayHub(this.pubsub);
    this.quota = new MailboxQuota(counters, config);
    // A topic outlives its last use by a message's longest life, or a connection's (it subscribes again when back).
    const bridgedMs = Math.max(config.maxTtlSeconds, config.maxJwtTtlSeconds) * 1000;
    this.bridgeTopics = config.upstream ? new BridgeTopics(database, bridgedMs) : undefined;
    this.quota.countStored(this.store).catch(onError);
    this.#writer = new MessageBatcher((messages) => this.store.insertMany(messages));
    this.#unsubscribe = [
      this.pubsub.subscribe((message) => this.hub.deliver(message)),
      // Pushes of other instances may have been lost: every connection reads its mailbox again.
      this.pubsub.onGap(() => this.hub.resync()),
    ];
  }

  /** The job that deletes expired messages (their acknowledgements go with them), and topics no longer bridged. */
  expiryJob(): PeriodicJob {
    return {
      name: 'relay expiry',
      everyMs: EXPIRY_JOB_INTERVAL_MS,
      run: async () => (await this.store.deleteExpired()) + ((await this.bridgeTopics?.deleteExpired()) ?? 0),
    };
  }

  /**
   * Stores the message (with the others published meanwhile, in one statement), then hands it to every instance's
   * subscribers. Resolves false when it was stored already (a retried publish goes out once).
   */
  async publish(message: StoredMessage): Promise<boolean> {
    if (!(await this.#writer.insert(message))) return false;
    await this.pubsub.publish(message);
    return true;
  }

  /** Records an acknowledgement; those arriving together, from any connection, are written in one statement. */
  acknowledge(ack: MessageAck): void {
    this.#acks.push(ack);
    if (this.#acks.length === 1) setImmediate(() => void this.#writeAcks());
  }

  async #writeAcks(): Promise<void> {
    const acks = this.#acks;
    this.#acks = [];
    await this.store.acknowledge(acks).catch(this.onError);
  }

  /** Closes every connection of this instance, asking its client to come back (through the load balancer). */
  disconnectAll(code: number, reason: string): void {
    this.hub.closeAll(code, reason);
  }

  async close(): Promise<void> {
    await this.#writer.flushed();
    if (this.#acks.length > 0) await this.#writeAcks();
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    await this.pubsub.close();
  }
}
