// Relay fan-out over Redis pub/sub, a channel per topic: an instance SUBSCRIBEs to a topic's channel while it watches
// the topic (a connection of its own has it, or it bridges it), so a message reaches only the instances that have a
// use for it. The whole message goes on the channel (Redis takes the relay's largest), so they push it without
// reading the database; it is preceded by the sender's instance id, which lets the sender skip its own without
// decoding it. A subscriber connection that comes back after an outage subscribes again, then reports a gap:
// connections read their mailbox again.
import type { Redis } from 'ioredis';
import type { StoredMessage } from './MessageStore.ts';
import {
  InProcessPubSub,
  type RelayMessageListener,
  type RelayPubSub,
  topicKey,
  WatchedTopics,
} from './RelayPubSub.ts';

/** Channels take no key prefix: the name says whose it is. */
const CHANNEL_PREFIX = 'gangway:relay:';

export function relayChannel(projectId: string, topic: string): string {
  return CHANNEL_PREFIX + topicKey(projectId, topic);
}

export class RedisPubSub implements RelayPubSub {
  readonly #local = new InProcessPubSub();
  /** What every payload this instance sends starts with. */
  readonly #origin: Buffer;
  readonly #channels: WatchedTopics;
  #everReady = false;
  #listening = false;

  constructor(
    private readonly publisher: Redis,
    /** A connection of its own: a subscribed Redis connection sends no other commands. */
    private readonly subscriber: Redis,
    instanceId: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.#origin = Buffer.from(instanceId);
    this.#channels = new WatchedTopics(
      // While Redis is away, nothing waits for it: the channel is subscribed, and the gap reported, once it is back.
      (channel) => (subscriber.status === 'ready' ? this.#subscribe([channel]) : Promise.resolve()),
      (channel) => void subscriber.unsubscribe(channel).catch(onError),
    );
    subscriber.on('messageBuffer', (_channel: Buffer, payload: Buffer) => this.#received(payload));
    subscriber.on('ready', () => void this.#ready());
    subscriber.on('close', () => {
      this.#listening = false;
    });
    if (subscriber.status === 'ready') this.#listening = true;
  }

  /** Whether the channels are subscribed now (/readyz). */
  get listening(): boolean {
    return this.#listening;
  }

  /** On every (re)connection: a SUBSCRIBE that failed while Redis was away is not retried by ioredis. */
  async #ready(): Promise<void> {
    const channels = this.#channels.keys();
    if (channels.length > 0) await this.#subscribe(channels);
    this.#listening = this.subscriber.status === 'ready';
    // A channel watched while the connection was away missed what was published meanwhile.
    if (this.#everReady || channels.length > 0) this.#local.gap();
    this.#everReady = true;
  }

  async #subscribe(channels: string[]): Promise<void> {
    try {
      await this.subscriber.subscribe(...channels);
    } catch (error) {
      // Subscribed again, and the gap reported, when the connection is back.
      this.onError(error);
    }
  }

  watch(projectId: string, topic: string): Promise<void> {
    return this.#channels.watch(relayChannel(projectId, topic));
  }

  unwatch(projectId: string, topic: string): void {
    this.#channels.unwatch(relayChannel(projectId, topic));
  }

  async publish(message: StoredMessage): Promise<void> {
    this.#local.deliver(message);
    const payload = Buffer.concat([this.#origin, Buffer.from(JSON.stringify(message))]);
    await this.publisher.publish(relayChannel(message.projectId, message.topic), payload);
  }

  #received(payload: Buffer): void {
    const origin = this.#origin;
    if (payload.compare(origin, 0, origin.length, 0, origin.length) === 0) return;
    try {
      this.#local.deliver(JSON.parse(payload.toString('utf8', origin.length)) as StoredMessage);
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
