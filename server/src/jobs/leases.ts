// Singleton work (the indexer of each chain, the periodic jobs) runs on one instance at a time: the instance that
// holds the work's lease. With PostgreSQL a lease is a session advisory lock on a connection of its own: it goes
// when that connection does, so an instance that dies (kill -9, a lost machine) hands its work over as soon as the
// database notices, and the others, trying every LEASE_POLL_MS (every lease they lack in one statement), take it
// within about two seconds. An instance that gives a lease back (a graceful stop) says so on LEASE_CHANNEL, which
// the others' lease connections LISTEN to: they try at once. With PGlite there is one instance, which holds every
// lease.
import pg from 'pg';

/** What runs while its lease is held: started when taken, stopped when lost or given back. */
export interface LeasedWork {
  start(): void;
  stop(): Promise<void>;
}

export interface Leases {
  /** Runs `work` whenever this instance holds the lease `name`; returns what stops it and gives the lease back. */
  lead(name: string, work: LeasedWork): () => Promise<void>;
  /** The leases this instance holds now. */
  held(): string[];
  close(): Promise<void>;
}

/** One instance: every lease is its own. */
export class LocalLeases implements Leases {
  readonly #held = new Map<string, LeasedWork>();

  lead(name: string, work: LeasedWork): () => Promise<void> {
    this.#held.set(name, work);
    work.start();
    return async () => {
      if (this.#held.get(name) !== work) return;
      this.#held.delete(name);
      await work.stop();
    };
  }

  held(): string[] {
    return [...this.#held.keys()];
  }

  async close(): Promise<void> {
    await Promise.all([...this.#held.keys()].map((name) => this.#held.get(name)?.stop()));
    this.#held.clear();
  }
}

export const LEASE_POLL_MS = 2_000;
/** Notified when an instance gives a lease back. */
const LEASE_CHANNEL = 'gangway_leases';
/** The advisory lock space of leases (the budget counters use 7001). */
const LEASE_LOCK_CLASS = 7002;

interface Wanted {
  work: LeasedWork;
  held: boolean;
}

export class PostgresLeases implements Leases {
  readonly #wanted = new Map<string, Wanted>();
  readonly #timer: NodeJS.Timeout;
  #client: pg.Client | undefined;
  #connecting: Promise<pg.Client> | undefined;
  #polling: Promise<void> | undefined;
  /** The try asked for while one ran (a lease given back meanwhile, say): it starts once that one ends. */
  #pollAgain: Promise<void> | undefined;
  #closed = false;
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly databaseUrl: string,
    private readonly log: { warn(details: object, message: string): void },
  ) {
    this.#timer = setInterval(() => void this.poll(), LEASE_POLL_MS);
    this.#timer.unref();
  }

  lead(name: string, work: LeasedWork): () => Promise<void> {
    const wanted: Wanted = { work, held: false };
    this.#wanted.set(name, wanted);
    void this.poll();
    return async () => {
      if (this.#wanted.get(name) !== wanted) return;
      this.#wanted.delete(name);
      if (!wanted.held) return;
      wanted.held = false;
      await work.stop();
      const client = this.#client;
      if (!client) return;
      await this.#query(client, 'select pg_advisory_unlock($1, hashtext($2)), pg_notify($3, $2)', [
        LEASE_LOCK_CLASS,
        name,
        LEASE_CHANNEL,
      ]).catch(() => {
        // The connection is gone, and the lock with it.
      });
    };
  }

  held(): string[] {
    return [...this.#wanted].filter(([, wanted]) => wanted.held).map(([name]) => name);
  }

  /**
   * Tries to take every lease this instance wants and lacks (also checks that the held ones' connection lives).
   * Resolves once a try that started after the call has ended.
   */
  poll(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    if (!this.#polling) {
      this.#polling = this.#poll().finally(() => {
        this.#polling = undefined;
      });
      return this.#polling;
    }
    this.#pollAgain ??= this.#polling.then(() => {
      this.#pollAgain = undefined;
      return this.poll();
    });
    return this.#pollAgain;
  }

  async #poll(): Promise<void> {
    try {
      const client = await this.#connection();
      const lacking = [...this.#wanted].filter(([, wanted]) => !wanted.held);
      if (lacking.length === 0) {
        if (this.#wanted.size > 0) await this.#query(client, 'select 1', []);
        return;
      }
      const { rows } = await this.#query<{ name: string; taken: boolean }>(
        client,
        'select name, pg_try_advisory_lock($1, hashtext(name)) as taken from unnest($2::text[]) as name',
        [LEASE_LOCK_CLASS, lacking.map(([name]) => name)],
      );
      const tried = new Map(lacking);
      for (const { name, taken } of rows) {
        if (!taken) continue;
        const wanted = tried.get(name);
        // Closed or given back meanwhile: the lock goes back at once.
        if (wanted && this.#wanted.get(name) === wanted && !this.#closed) {
          wanted.held = true;
          wanted.work.start();
        } else {
          await this.#query(client, 'select pg_advisory_unlock($1, hashtext($2))', [LEASE_LOCK_CLASS, name]);
        }
      }
    } catch (error) {
      this.#lost(error);
    }
  }

  /** One query at a time on the lease connection (a give-back may come while a poll runs). */
  #query<Row extends pg.QueryResultRow>(
    client: pg.Client,
    text: string,
    values: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    const result = this.#queue.then(() => client.query<Row>(text, values));
    this.#queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  #connection(): Promise<pg.Client> {
    if (this.#client) return Promise.resolve(this.#client);
    this.#connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
      client.on('error', (error) => this.#lost(error, client));
      client.on('end', () => this.#lost(undefined, client));
      client.on('notification', () => void this.poll());
      try {
        await client.connect();
        await client.query(`listen ${LEASE_CHANNEL}`);
      } catch (error) {
        client.removeAllListeners();
        throw error;
      }
      this.#client = client;
      return client;
    })().finally(() => {
      this.#connecting = undefined;
    });
    return this.#connecting;
  }

  /** The lease connection failed: every lease went with it, and so stops the work behind them. */
  #lost(error: unknown, client = this.#client): void {
    if (client && client !== this.#client) return;
    this.#client = undefined;
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    client?.end().catch(() => undefined);
    const lost = this.held();
    if (error !== undefined || lost.length > 0)
      this.log.warn({ err: error, leases: lost }, 'lease connection lost; the work it held stops');
    for (const wanted of this.#wanted.values()) {
      if (!wanted.held) continue;
      wanted.held = false;
      void wanted.work.stop();
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    const held = [...this.#wanted.values()].filter((wanted) => wanted.held);
    for (const wanted of held) wanted.held = false;
    await Promise.all(held.map((wanted) => wanted.work.stop()));
    this.#wanted.clear();
    const client = this.#client;
    this.#client = undefined;
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    // Ending the session gives back every lock it held; the others are told once they are.
    if (client && held.length > 0) {
      await this.#query(client, 'select pg_advisory_unlock_all(), pg_notify($1, $2)', [
        LEASE_CHANNEL,
        'closed',
      ]).catch(() => undefined);
    }
    await client?.end().catch(() => undefined);
  }
}
