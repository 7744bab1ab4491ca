// Analytics storage quotas. Per project, events and bytes stored: a full project makes room by deleting its oldest
// events, so that a script that filled it cannot keep the project's real events out for the retention period. Per
// project and client IP, events in any 24 hours (a CounterStore budget): one IP fills at most its share.
// Project usage is read from the database, kept up to date in memory as events are accepted, and read again every
// minute (other instances, the retention job).
import { sql } from 'kysely';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { ApiError } from '../errors/ApiError.ts';
import type { CounterStore } from '../rateLimit/CounterStore.ts';

export interface AnalyticsQuotaLimits {
  maxEvents: number;
  maxBytes: number;
  maxEventsPerIpPerDay: number;
}

interface Usage {
  events: number;
  bytes: number;
  readAt: number;
}

const USAGE_REFRESH_MS = 60_000;
const DAY_MS = 86_400_000;
const CLIENT_RETRY_AFTER_S = 3_600;
/** A full project deletes this share of its event quota at a time (at least one event). */
const EVICTION_SHARE = 0.01;

export class AnalyticsQuota {
  readonly #usage = new Map<string, Promise<Usage>>();
  /** Per project, the eviction running (one at a time). */
  readonly #evicting = new Map<string, Promise<void>>();

  constructor(
    private readonly database: GangwayDatabase,
    private readonly counters: CounterStore,
    private readonly limits: AnalyticsQuotaLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one event of `bytes` from the client against the project: 429 when the client has sent its day's events;
   * the project's oldest events are deleted when it is full.
   */
  async reserve(projectId: string, clientKey: string, bytes: number): Promise<void> {
    const daily = await this.counters.add(
      [{ key: `analytics-day|${projectId}|ip|${clientKey}`, max: this.limits.maxEventsPerIpPerDay }],
      1,
      this.now() + DAY_MS,
    );
    if (!daily) {
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `This address has sent the ${this.limits.maxEventsPerIpPerDay} analytics events a day it may for this project`,
        { retryAfterSeconds: CLIENT_RETRY_AFTER_S },
      );
    }
    const usage = await this.#current(projectId);
    if (this.#over(usage, bytes)) await this.#evict(projectId, usage, bytes);
    usage.events += 1;
    usage.bytes += bytes;
  }

  /** Forgets what it knows (after rows were deleted). */
  reset(): void {
    this.#usage.clear();
  }

  #over(usage: Usage, bytes: number): boolean {
    return usage.events + 1 > this.limits.maxEvents || usage.bytes + bytes > this.limits.maxBytes;
  }

  /** Deletes the project's oldest events until one of `bytes` fits (or nothing stored is left to delete). */
  #evict(projectId: string, usage: Usage, bytes: number): Promise<void> {
    const running = this.#evicting.get(projectId);
    if (running)
      return running.then(() =>
        this.#over(usage, bytes) ? this.#evict(projectId, usage, bytes) : undefined,
      );
    const eviction = (async () => {
      const batch = Math.max(1, Math.ceil(this.limits.maxEvents * EVICTION_SHARE));
      while (this.#over(usage, bytes)) {
        const { rows } = await sql<{ size_bytes: number }>`
          delete from analytics_events
          where project_id = ${projectId} and event_id in (
            select event_id from analytics_events where project_id = ${projectId}
            order by received_at, event_id limit ${batch}
          )
          returning size_bytes`.execute(this.database.db);
        // Events accepted but not committed yet cannot be deleted: the quota is passed by them at most.
        if (rows.length === 0) return;
        usage.events -= rows.length;
        usage.bytes -= rows.reduce((sum, row) => sum + row.size_bytes, 0);
      }
    })().finally(() => this.#evicting.delete(projectId));
    this.#evicting.set(projectId, eviction);
    return eviction;
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
