// Fan-out of newly stored messages to every server instance's connections. In-process for one instance; Redis
// (RedisPubSub) or PostgreSQL LISTEN/NOTIFY (PostgresPubSub) for several: each delivers to its own instance's
// listeners at once and sends the message to the others. An instance hears only the topics it watches (those with
// a connection, or bridged, here), and skips what it sent itself by a header, without decoding the message.
import type { StoredMessage } from './MessageStore.ts';

export type RelayMessageListener = (message: StoredMessage) => void;

/** A topic within its project, as the fan-out names it: the topic (64 hex digits) first, so the name is unambiguous. */
export function topicKey(projectId: string, topic: string): string {
  return `${topic}:${projectId}`;
}

export interface RelayPubSub {
  publish(message: StoredMessage): Promise<void>;
  subscribe(listener: RelayMessageListener): () => void;
  /**
   * Messages other instances publish on this topic reach the listeners once the promise resolves, until as many
   * unwatch calls as watch calls were made. It never rejects: a channel that fails reports a gap once it is back.
   */
  watch(projectId: string, topic: string): Promise<void>;
  unwatch(projectId: string, topic: string): void;
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

  /** One instance publishes every message itself: there is nothing to hear from others. */
  async watch(): Promise<void> {}

  unwatch(): void {}

  onGap(listener: () => void): () => void {
    this.#gapListeners.add(listener);
    return () => this.#gapListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    this.#gapListeners.clear();
  }
}

/**
 * The topic keys an instance watches, counted (the hub and the relay bridge may both watch one): `first` runs when a
 * key is first watched (its promise is what every watcher of the key awaits), `last` when the last watcher leaves.
 */
export class WatchedTopics {
  readonly #watched = new Map<string, { count: number; ready: Promise<void> }>();

  constructor(
    private readonly first: (key: string) => Promise<void>,
    private readonly last: (key: string) => void,
  ) {}

  watch(key: string): Promise<void> {
    const watched = this.#watched.get(key);
    if (watched) {
      watched.count += 1;
      return watched.ready;
    }
    const ready = this.first(key);
    this.#watched.set(key, { count: 1, ready });
    return ready;
  }

  unwatch(key: string): void {
    const watched = this.#watched.get(key);
    if (!watched) return;
    watched.count -= 1;
    if (watched.count > 0) return;
    this.#watched.delete(key);
    this.last(key);
  }

  has(key: string): boolean {
    return this.#watched.has(key);
  }

  keys(): string[] {
    return [...this.#watched.keys()];
  }
}
