// The hot path's view of projects: merged features, compiled origin matcher and rate limit, cached for a
// short TTL (and dropped at once on in-process changes) so requests do not query the database.
import { DEFAULT_REMOTE_FEATURES, OriginMatcher, type RemoteFeatures } from '@gangway/protocol';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { RateLimit, Sponsorship } from './project.ts';
import { getProject } from './projectRepository.ts';
import { DEFAULT_SPONSORSHIP } from './sponsorship.ts';
import { isAcceptableOrigin } from './wildcardOrigins.ts';

export interface ActiveProject {
  id: string;
  features: RemoteFeatures;
  /** The stored patterns the server still accepts (wildcardOrigins.ts): every user of them sees these only. */
  allowedOrigins: readonly string[];
  origins: OriginMatcher;
  rateLimit: RateLimit;
  sponsorship: Sponsorship;
}

interface Entry {
  project: ActiveProject | null;
  expiresAt: number;
}

/** Unknown ids are cached too (so random ids cannot hammer the database); past this many entries the cache starts over. */
const MAX_ENTRIES = 10_000;

export class ProjectCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<ActiveProject | null>>();
  readonly #unsubscribe: () => void;

  constructor(
    private readonly database: GangwayDatabase,
    private readonly options: { ttlMs: number; defaultRateLimit: RateLimit },
  ) {
    this.#unsubscribe = database.changes.subscribe((change) => {
      if (change.type === 'project') this.#entries.delete(change.projectId);
      if (change.type === 'all') this.#entries.clear();
    });
  }

  get(id: string): ActiveProject | null | Promise<ActiveProject | null> {
    const entry = this.#entries.get(id);
    if (entry && entry.expiresAt > Date.now()) return entry.project;
    const loading = this.#loading.get(id);
    if (loading) return loading;
    const load = this.#load(id).finally(() => this.#loading.delete(id));
    this.#loading.set(id, load);
    return load;
  }

  close(): void {
    this.#unsubscribe();
  }

  async #load(id: string): Promise<ActiveProject | null> {
    const project = await getProject(this.database, id);
    // Patterns stored before they were refused (wildcards over public suffixes, multi-tenant hosts) count nowhere:
    // not for the guard, the frame's frame-ancestors and origin check, nor the origins the widget is told.
    const allowedOrigins = project?.allowedOrigins.filter(isAcceptableOrigin) ?? [];
    const active: ActiveProject | null = project && {
      id: project.id,
      features: { ...DEFAULT_REMOTE_FEATURES, ...project.features },
      allowedOrigins,
      origins: new OriginMatcher(allowedOrigins),
      rateLimit: project.rateLimit ?? this.options.defaultRateLimit,
      sponsorship: project.sponsorship ?? DEFAULT_SPONSORSHIP,
    };
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(id, { project: active, expiresAt: Date.now() + this.options.ttlMs });
    return active;
  }
}
