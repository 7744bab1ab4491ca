// Fan-out of newly stored messages to every server instance's connections. In-process today; instances
// sharing a PostgreSQL database would implement this over LISTEN/NOTIFY or Redis (sending the message id
// and reading the row when a message is larger than the channel's payload limit).
import type { StoredMessage } from './MessageStore.ts';

export type RelayMessageListener = (message: StoredMessage) => void;

export interface RelayPubSub {
  publish(message: StoredMessage): Promise<void>;
  subscribe(listener: RelayMessageListener): () => void;
  close(): Promise<void>;
}

export class InProcessPubSub implements RelayPubSub {
  readonly #listeners = new Set<RelayMessageListener>();

  async publish(message: StoredMessage): Promise<void> {
    for (const listener of this.#listeners) listener(message);
  }

  subscribe(listener: RelayMessageListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
  }
}
