// Fan-out of newly stored messages to every server instance's connections. In-process for one instance; Redis
// (RedisPubSub) or PostgreSQL LISTEN/NOTIFY (PostgresPubSub) for several: each delivers to its own instance's
// listeners at once and sends the message to the others, which ignore what they sent themselves.
import type { StoredMessage } from './MessageStore.ts';

export type RelayMessageListener = (message: StoredMessage) => void;

export interface RelayPubSub {
  publish(message: StoredMessage): Promise<void>;
  subscribe(listener: RelayMessageListener): () => void;
  /**
   * Told when messages of other instances may have been missed (the channel's connection came back): the listener
   * reads the mailbox again (what is stored is never lost; only its push is).
   */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

export class InProcessPubSub implements RelayPubSub {
  readonly #listeners = new Set<RelayMessageListener>();
  readonly #gapListeners = new Set<() => void>();

  async publish(message: StoredMessage): Promise<void> {
    this.deliver(message);
  }

  /** Hands a message to this instance's listeners. */
  deliver(message: StoredMessage): void {
    for (const listener of this.#listeners) listener(message);
  }

  /** Tells this instance's listeners that pushes may have been missed. */
  gap(): void {
    for (const listener of this.#gapListeners) listener();
  }

  subscribe(listener: RelayMessageListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  onGap(listener: () => void): () => void {
    this.#gapListeners.add(listener);
    return () => this.#gapListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    this.#gapListeners.clear();
  }
}
