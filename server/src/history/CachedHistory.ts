// A history source's pages kept for a short while: the widget asks for the same first page again and again
// (pending → confirmed), and explorer APIs count requests. A page is served from memory until HISTORY_CACHE_MS
// pass or the chain changes (an indexed block, a rollback, a pending transaction recorded: `changed()`).
// Concurrent requests for a page that is being read share the read.
import type { HistoryResponse } from '@gangway/protocol';
import type { HistorySource } from './HistorySource.ts';

export const HISTORY_CACHE_MS = 1_000;
const MAX_PAGES = 10_000;

interface Entry {
  page: Promise<HistoryResponse>;
  version: number;
  at: number;
}

export class CachedHistory implements HistorySource {
  readonly #pages = new Map<string, Entry>();
  #version = 0;

  constructor(
    private readonly source: HistorySource,
    private readonly ttlMs = HISTORY_CACHE_MS,
  ) {}

  /** Forgets every page: the chain has something new. */
  changed(): void {
    this.#version += 1;
    this.#pages.clear();
  }

  page(account: string, cursor: string | undefined): Promise<HistoryResponse> {
    const key = `${account}|${cursor ?? ''}`;
    const now = Date.now();
    const kept = this.#pages.get(key);
    if (kept && kept.version === this.#version && now - kept.at < this.ttlMs) return kept.page;
    const version = this.#version;
    const page = this.source.page(account, cursor);
    if (this.#pages.size >= MAX_PAGES) this.#pages.clear();
    const entry = { page, version, at: now };
    this.#pages.set(key, entry);
    // A failed read is not kept: the next request tries again.
    page.catch(() => {
      if (this.#pages.get(key) === entry) this.#pages.delete(key);
    });
    return page;
  }
}
