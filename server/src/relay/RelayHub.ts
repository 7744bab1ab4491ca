// This instance's connections, and by project and topic: hands each message from the pub/sub channel to the
// connections of its project subscribed to its topic, except its publisher's. A topic is scoped to the project it was published
// under: a client of another project never receives it.
import type { StoredMessage } from './MessageStore.ts';

export interface RelaySubscriber {
  /** The client's id (did:key): the same client may hold several connections. */
  readonly clientId: string;
  deliver(message: StoredMessage): void;
  /** Reads what waits in the mailbox for every topic it has (pushes may have been missed). */
  resync(): void;
  /** Closes the connection with this WebSocket close code. */
  close(code: number, reason: string): void;
}

const topicKey = (projectId: string, topic: string) => `${projectId}\n${topic}`;

export class RelayHub {
  readonly #topics = new Map<string, Set<RelaySubscriber>>();
  readonly #connections = new Set<RelaySubscriber>();

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

  add(projectId: string, topic: string, subscriber: RelaySubscriber): void {
    const key = topicKey(projectId, topic);
    let subscribers = this.#topics.get(key);
    if (!subscribers) {
      subscribers = new Set();
      this.#topics.set(key, subscribers);
    }
    subscribers.add(subscriber);
  }

  remove(projectId: string, topic: string, subscriber: RelaySubscriber): void {
    const key = topicKey(projectId, topic);
    const subscribers = this.#topics.get(key);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    if (subscribers.size === 0) this.#topics.delete(key);
  }

  /** Topics with at least one connection here. */
  get topicCount(): number {
    return this.#topics.size;
  }

  deliver(message: StoredMessage): void {
    for (const subscriber of this.#topics.get(topicKey(message.projectId, message.topic)) ?? []) {
      if (subscriber.clientId !== message.publisher) subscriber.deliver(message);
    }
  }
}
