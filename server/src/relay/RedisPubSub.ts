// Relay fan-out over Redis pub/sub: the whole message goes on the channel (Redis takes the relay's largest), so the
// other instances push it without reading the database. A subscriber connection that comes back after an outage
// reports a gap: connections read their mailbox again.
import type { Redis } from 'ioredis';
import type { StoredMessage } from './MessageStore.ts';
import { InProcessPubSub, type RelayMessageListener, type RelayPubSub } from './RelayPubSub.ts';

/** Channels take no key prefix: the name says whose it is. */
const CHANNEL = 'gangway:relay';

interface Envelope {
  /** The instance that sent it. */
  from: string;
  message: StoredMessage;
}

export class RedisPubSub implements RelayPubSub {
  readonly #local = new InProcessPubSub();
  #everReady = false;
  #listening = false;

  constructor(
    private readonly publisher: Redis,
    /** A connection of its own: a subscribed Redis connection sends no other commands. */
    private readonly subscriber: Redis,
    private readonly instanceId: string,
    private readonly onError: (error: unknown) => void,
  ) {
    subscriber.on('messageBuffer', (_channel: Buffer, payload: Buffer) => this.#received(payload));
    subscriber.on('ready', () => {
      void this.#listen();
      if (this.#everReady) this.#local.gap();
      this.#everReady = true;
    });
    subscriber.on('close', () => {
      this.#listening = false;
    });
    if (subscriber.status === 'ready') void this.#listen();
  }

  /** Whether the channel is subscribed now (/readyz). */
  get listening(): boolean {
    return this.#listening;
  }

  /** On every (re)connection: a SUBSCRIBE that failed while Redis was away is not retried by ioredis. */
  async #listen(): Promise<void> {
    try {
      await this.subscriber.subscribe(CHANNEL);
      this.#listening = true;
    } catch (error) {
      this.onError(error);
    }
  }

  async publish(message: StoredMessage): Promise<void> {
    this.#local.deliver(message);
    const envelope: Envelope = { from: this.instanceId, message };
    await this.publisher.publish(CHANNEL, JSON.stringify(envelope));
  }

  #received(payload: Buffer): void {
    try {
      const envelope = JSON.parse(payload.toString('utf8')) as Envelope;
      if (envelope.from !== this.instanceId) this.#local.deliver(envelope.message);
    } catch (error) {
      this.onError(error);
    }
  }

  subscribe(listener: RelayMessageListener): () => void {
    return this.#local.subscribe(listener);
  }

  onGap(listener: () => void): () => void {
    return this.#local.onGap(listener);
  }

  async close(): Promise<void> {
    await this.#local.close();
  }
}
