// Publishes arriving together share one INSERT (group commit): while a write is in flight the next ones queue, and
// go in the following statement. On PGlite's single connection one insert per publish was the relay's bottleneck.
import type { StoredMessage } from './MessageStore.ts';

/** Rows per statement: 9 parameters a row stays far below PostgreSQL's 65,535. */
export const MAX_BATCH_ROWS = 500;

interface Waiting {
  message: StoredMessage;
  resolve(inserted: boolean): void;
  reject(error: unknown): void;
}

export class MessageBatcher {
  #queue: Waiting[] = [];
  #writing: Promise<void> | undefined;

  constructor(private readonly insertMany: (messages: readonly StoredMessage[]) => Promise<Set<string>>) {}

  /** Resolves true once the message is stored, false when it was stored already (a retried publish). */
  insert(message: StoredMessage): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ message, resolve, reject });
      if (!this.#writing) this.#writing = this.#drain();
    });
  }

  /** Resolves when every queued message is written. */
  async flushed(): Promise<void> {
    while (this.#writing) await this.#writing;
  }

  async #drain(): Promise<void> {
    // Publishes of the same turn of the event loop join the first statement.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, MAX_BATCH_ROWS);
      try {
        const inserted = await this.insertMany(uniqueMessages(batch));
        for (const waiting of batch) {
          // Of two publishes of one message in a batch, the first stored it.
          const first = inserted.delete(waiting.message.id);
          waiting.resolve(first);
        }
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.#writing = undefined;
  }
}

function uniqueMessages(batch: readonly Waiting[]): StoredMessage[] {
  const byId = new Map<string, StoredMessage>();
  for (const { message } of batch) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()];
}
