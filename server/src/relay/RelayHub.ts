// This instance's connections by topic: hands each message from the pub/sub channel to the connections
// subscribed to its topic, except its publisher's.
import type { StoredMessage } from './MessageStore.ts';

export interface RelaySubscriber {
  /** The client's id (did:key): the same client may hold several connections. */
  readonly clientId: string;
  deliver(message: StoredMessage): void;
}

export class RelayHub {
  readonly #topics = new Map<string, Set<RelaySubscriber>>();

  add(topic: string, subscriber: RelaySubscriber): void {
    let subscribers = this.#topics.get(topic);
    if (!subscribers) {
      subscribers = new Set();
      this.#topics.set(topic, subscribers);
    }
    subscribers.add(subscriber);
  }

  remove(topic: string, subscriber: RelaySubscriber): void {
    const subscribers = this.#topics.get(topic);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    if (subscribers.size === 0) this.#topics.delete(topic);
  }

  /** Topics with at least one connection here. */
  get topicCount(): number {
    return this.#topics.size;
  }

  deliver(message: StoredMessage): void {
    for (const subscriber of this.#topics.get(message.topic) ?? []) {
      if (subscriber.clientId !== message.publisher) subscriber.deliver(message);
    }
  }
}
