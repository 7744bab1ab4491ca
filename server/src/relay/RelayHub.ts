// This instance's connections, and by project and topic: hands each message from the pub/sub channel to the
// connections of its project subscribed to its topic, except its publisher's. A topic is scoped to the project it was published
// under: a client of another project never receives it. The pub/sub watches a topic while a connection here has it.
import type { StoredMessage } from './MessageStore.ts';
import { type RelayPubSub, topicKey } from './RelayPubSub.ts';

export interface RelaySubscriber {
  /** The client's id (did:key): the same client may hold several connections. */
  readonly clientId: string;
  deliver(message: StoredMessage): void;
  /** Reads what waits in the mailbox for every topic it has (pushes may have been missed). */
  resync(): void;
  /** Closes the connection with this WebSocket close code. */
  close(code: number, reason: string): void;
}

interface TopicSubscribers {
  subscribers: Set<RelaySubscriber>;
  /** The pub/sub's watch of the topic: other instances' messages arrive once it resolves. */
  watching: Promise<void>;
}

export class RelayHub {
  readonly #topics = new Map<string, TopicSubscribers>();
  readonly #connections = new Set<RelaySubscriber>();

  constructor(private readonly pubsub: Pick<RelayPubSub, 'watch' | 'unwatch'>) {}

  /** A connection opened (closeAll and resync reach it). */
  attach(subscriber: RelaySubscriber): void {
    this.#connections.add(subscriber);
  }

  detach(subscriber: RelaySubscriber): void {
    this.#connections.delete(subscriber);
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  resync(): void {
    for (const connection of this.#connections) connection.resync();
  }

  closeAll(code: number, reason: string): void {
    for (const connection of [...this.#connections]) connection.close(code, reason);
  }

  /** Resolves once other instances' messages on the topic reach this instance (read the mailbox after it). */
  add(projectId: string, topic: string, subscriber: RelaySubscriber): Promise<void> {
    const key = topicKey(projectId, topic);
    let entry = this.#topics.get(key);
    if (!entry) {
      entry = { subscribers: new Set(), watching: this.pubsub.watch(projectId, topic) };
      this.#topics.set(key, entry);
    }
    entry.subscribers.add(subscriber);
    return entry.watching;
  }

  remove(projectId: string, topic: string, subscriber: RelaySubscriber): void {
    const key = topicKey(projectId, topic);
    const entry = this.#topics.get(key);
    if (!entry) return;
    entry.subscribers.delete(subscriber);
    if (entry.subscribers.size > 0) return;
    this.#topics.delete(key);
    this.pubsub.unwatch(projectId, topic);
  }

  /** Topics with at least one connection here. */
  get topicCount(): number {
    return this.#topics.size;
  }

  deliver(message: StoredMessage): void {
    for (const subscriber of this.#topics.get(topicKey(message.projectId, message.topic))?.subscribers ??
      []) {
      if (subscriber.clientId !== message.publisher) subscriber.deliver(message);
    }
  }
}
