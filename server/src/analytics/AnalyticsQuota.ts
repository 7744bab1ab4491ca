// Per-project analytics quota (events and bytes stored). Usage is read from the database, kept up to date in
// memory as events are accepted, and read again every minute (other instances, the retention job).
import { sql } from 'kysely';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { ApiError } from '../errors/ApiError.ts';

export interface AnalyticsQuotaLimits {
  maxEvents: number;
  maxBytes: number;
}

interface Usage {
  events: number;
  bytes: number;
  readAt: number;
}

const USAGE_REFRESH_MS = 60_000;
const QUOTA_RETRY_AFTER_S = 3_600;

export class AnalyticsQuota {
  readonly #usage = new Map<string, Promise<Usage>>();

  constructor(
    private readonly database: GangwayDatabase,
    private readonly limits: AnalyticsQuotaLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event of `bytes` against the project, or refuses it (429) when the quota is full. */
  async reserve(projectId: string, bytes: number): Promise<void> {
    const usage = await this.#current(projectId);
    if (usage.events + 1 > this.limits.maxEvents || usage.bytes + bytes > this.limits.maxBytes) {
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `The analytics quota of this project is full (${this.limits.maxEvents} events, ${this.limits.maxBytes} bytes); ` +
          'old events are removed after the retention period',
        { headers: { 'retry-after': String(QUOTA_RETRY_AFTER_S) } },
      );
    }
    usage.events += 1;
    usage.bytes += bytes;
  }

  /** Forgets what it knows (after rows were deleted). */
  reset(): void {
    this.#usage.clear();
  }

  #current(projectId: string): Promise<Usage> {
    const known = this.#usage.get(projectId);
    if (known) {
      return known.then((usage) =>
        this.now() - usage.readAt < USAGE_REFRESH_MS ? usage : this.#read(projectId),
      );
    }
    return this.#read(projectId);
  }

  #read(projectId: string): Promise<Usage> {
    const reading = this.database.db
      .selectFrom('analytics_events')
      .select([sql<string>`count(*)`.as('events'), sql<string>`coalesce(sum(size_bytes), 0)`.as('bytes')])
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow()
      .then((row) => ({ events: Number(row.events), bytes: Number(row.bytes), readAt: this.now() }));
    this.#usage.set(projectId, reading);
    reading.catch(() => this.#usage.delete(projectId));
    return reading;
  }
}
