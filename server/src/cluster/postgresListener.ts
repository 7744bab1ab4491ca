// A PostgreSQL connection of its own that LISTENs on channels, and comes back after it is lost (a restart, a
// failover): each return is reported, since what was notified meanwhile never arrives.
import pg from 'pg';

const RETRY_MS = { first: 100, max: 2_000 };

export class PostgresListener {
  #client: pg.Client | undefined;
  #closed = false;
  #retryMs = RETRY_MS.first;
  #timer: NodeJS.Timeout | undefined;
  #connected = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly channels: readonly string[],
    private readonly handlers: {
      notification(channel: string, payload: string): void;
      /** The connection came back after it was lost (not called on the first connect). */
      reconnected(): void;
      error(error: unknown): void;
    },
  ) {
    void this.#connect(false);
  }

  /** Whether the connection is up now. */
  get connected(): boolean {
    return this.#connected;
  }

  async #connect(again: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
    this.#client = client;
    client.on('notification', (notice) => this.handlers.notification(notice.channel, notice.payload ?? ''));
    const lost = (error?: unknown) => {
      if (this.#client !== client) return;
      this.#client = undefined;
      this.#connected = false;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (error) this.handlers.error(error);
      this.#schedule();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (this.#closed) {
        await client.end();
        return;
      }
      this.#connected = true;
      this.#retryMs = RETRY_MS.first;
      if (again) this.handlers.reconnected();
    } catch (error) {
      lost(error);
    }
  }

  #schedule(): void {
    if (this.#closed || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#connect(true);
    }, this.#retryMs);
    this.#timer.unref();
    this.#retryMs = Math.min(RETRY_MS.max, this.#retryMs * 2);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    this.#connected = false;
    await client?.end().catch(() => undefined);
  }
}
