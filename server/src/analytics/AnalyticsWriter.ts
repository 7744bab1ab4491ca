// Stores analytics events with group commit: events that arrive while a commit runs go into the next one,
// and each request is acknowledged only once its event is committed (durable across a crash).
import type { AnalyticsEvent } from '@gangway/protocol';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { unavailable } from '../errors/ApiError.ts';

export interface IncomingEvent {
  projectId: string;
  origin: string | null;
  event: AnalyticsEvent;
}

/** What an event weighs against its project's quota. */
export function eventBytes(event: AnalyticsEvent): number {
  return (
    Buffer.byteLength(event.eventId) +
    Buffer.byteLength(event.url) +
    Buffer.byteLength(event.domain) +
    Buffer.byteLength(JSON.stringify(event.props))
  );
}

interface Pending {
  incoming: IncomingEvent;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Rows per INSERT: 7 parameters each stays far below PostgreSQL's 65535-parameter limit. */
const MAX_BATCH = 1_000;

export class AnalyticsWriter {
  #pending: Pending[] = [];
  #flushing: Promise<void> | null = null;

  constructor(
    private readonly database: GangwayDatabase,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Resolves once the event is committed. */
  write(incoming: IncomingEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ incoming, resolve, reject });
      this.#flushing ??= this.#flush();
    });
  }

  /** Waits for every accepted event to be committed. */
  async close(): Promise<void> {
    while (this.#flushing) await this.#flushing;
  }

  async #flush(): Promise<void> {
    try {
      while (this.#pending.length > 0) {
        const batch = this.#pending.splice(0, MAX_BATCH);
        try {
          await this.#insert(batch.map((pending) => pending.incoming));
          for (const pending of batch) pending.resolve();
        } catch (error) {
          this.onError(error);
          const failure = unavailable('Analytics events cannot be stored right now', error);
          for (const pending of batch) pending.reject(failure);
        }
      }
    } finally {
      this.#flushing = null;
    }
  }

  async #insert(events: readonly IncomingEvent[]): Promise<void> {
    await this.database.db
      .insertInto('analytics_events')
      .values(
        events.map(({ projectId, origin, event }) => ({
          project_id: projectId,
          event_id: event.eventId,
          url: event.url,
          domain: event.domain,
          client_timestamp: event.timestamp,
          props: JSON.stringify(event.props),
          origin,
          size_bytes: eventBytes(event),
        })),
      )
      // A resent event (same project and eventId) is stored once and acknowledged again.
      .onConflict((oc) => oc.columns(['project_id', 'event_id']).doNothing())
      .execute();
  }
}
