// The wallet directory in memory: loaded from the database at start and after every import (servers that
// share a database notice another's import within a few seconds), queried without touching the database,
// with the serialised answers of recent queries kept.

import type { GetWalletsQuery, WalletListing } from '@gangway/protocol';
import { WALLETS_PER_PAGE } from '@gangway/protocol';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { type SearchableName, searchableName, searchRank } from './walletSearch.ts';

interface IndexedWallet {
  listing: WalletListing;
  search: SearchableName;
  chains: ReadonlySet<string>;
  /** Set when an icon is stored for it. */
  storedImageId: string | null;
}

/** Serialised answers kept, in UTF-16 code units of the JSON (about bytes for this ASCII data). */
export const MAX_CACHED_ANSWER_CHARS = 8 * 1024 * 1024;
const VERSION_CHECK_MS = 5_000;

export class WalletIndex {
  #wallets: IndexedWallet[] = [];
  #byImageId = new Map<string, IndexedWallet>();
  #answers = new Map<string, string>();
  #answerChars = 0;
  #version = -1;
  #checkedAt = 0;
  #reloading: Promise<void> | null = null;
  #queued: Promise<void> | null = null;
  readonly #unsubscribe: () => void;

  constructor(private readonly database: GangwayDatabase) {
    this.#unsubscribe = database.changes.subscribe((change) => {
      if (change.type === 'directory' || change.type === 'all') return this.reload();
    });
  }

  get size(): number {
    return this.#wallets.length;
  }

  reload(): Promise<void> {
    if (!this.#reloading) {
      this.#reloading = this.#load().finally(() => {
        this.#reloading = null;
      });
      return this.#reloading;
    }
    // The running load may have read the table before the change behind this request: one more load follows it
    // (an import right after a reset used to be dropped, leaving the index empty until the next version check).
    this.#queued ??= this.#reloading
      .catch(() => undefined)
      .then(() => {
        this.#queued = null;
        return this.reload();
      });
    return this.#queued;
  }

  close(): void {
    this.#unsubscribe();
  }

  /** The JSON answer of GET /getWallets. */
  answer(query: GetWalletsQuery): string {
    this.#checkVersion();
    const key = JSON.stringify([
      query.page,
      query.entries,
      query.include,
      query.exclude,
      query.chains,
      query.search?.trim().toLowerCase(),
      query.badge_type,
    ]);
    const cached = this.#answers.get(key);
    if (cached !== undefined) return cached;
    const answer = JSON.stringify(this.query(query));
    this.#remember(key, answer);
    return answer;
  }

  /** What the answer cache holds, keys included. */
  get cachedChars(): number {
    return this.#answerChars;
  }

  #remember(key: string, answer: string): void {
    const size = key.length + answer.length;
    if (size > MAX_CACHED_ANSWER_CHARS) return;
    // Oldest first: Map keeps insertion order.
    for (const [oldKey, oldAnswer] of this.#answers) {
      if (this.#answerChars + size <= MAX_CACHED_ANSWER_CHARS) break;
      this.#answers.delete(oldKey);
      this.#answerChars -= oldKey.length + oldAnswer.length;
    }
    this.#answers.set(key, answer);
    this.#answerChars += size;
  }

  query(query: GetWalletsQuery): { data: WalletListing[]; count: number } {
    const include = query.include && query.include.length > 0 ? new Set(query.include) : null;
    const exclude = query.exclude && query.exclude.length > 0 ? new Set(query.exclude) : null;
    const chains = query.chains && query.chains.length > 0 ? query.chains : null;
    const search = query.search?.trim() ?? '';
    const certifiedOnly = query.badge_type === 'certified';
    let matches: IndexedWallet[] = this.#wallets.filter(
      (wallet) =>
        (!include || include.has(wallet.listing.id)) &&
        !exclude?.has(wallet.listing.id) &&
        (!chains || chains.some((chain) => wallet.chains.has(chain))) &&
        (!certifiedOnly || wallet.listing.badge_type === 'certified'),
    );
    if (search.length > 0) {
      matches = matches
        .flatMap((wallet) => {
          const rank = searchRank(wallet.search, search);
          return rank === null ? [] : [{ wallet, rank }];
        })
        .sort((a, b) => a.rank - b.rank || a.wallet.listing.order - b.wallet.listing.order)
        .map((entry) => entry.wallet);
    }
    const entries = query.entries ?? WALLETS_PER_PAGE;
    const start = ((query.page ?? 1) - 1) * entries;
    return {
      data: matches.slice(start, start + entries).map((wallet) => wallet.listing),
      count: matches.length,
    };
  }

  /** The wallet an image id belongs to: its stored icon's id, or its own id (monogram). */
  walletForImage(imageId: string): { name: string; storedImageId: string | null } | undefined {
    const wallet = this.#byImageId.get(imageId);
    return wallet && { name: wallet.listing.name, storedImageId: wallet.storedImageId };
  }

  #checkVersion(): void {
    const now = Date.now();
    if (now - this.#checkedAt < VERSION_CHECK_MS) return;
    this.#checkedAt = now;
    void this.database.db
      .selectFrom('directory_state')
      .select('version')
      .executeTakeFirst()
      .then((state) => {
        if ((state?.version ?? 0) !== this.#version) return this.reload();
      })
      .catch(() => {
        // The next check tries again; the index keeps serving what it has.
      });
  }

  async #load(): Promise<void> {
    const [rows, state] = await Promise.all([
      this.database.db.selectFrom('wallets').selectAll().orderBy('position').execute(),
      this.database.db.selectFrom('directory_state').select('version').executeTakeFirst(),
    ]);
    const wallets = rows.map((row): IndexedWallet => {
      const app = row.app as Record<string, string | null>;
      const listing: WalletListing = {
        id: row.id,
        name: row.name,
        image_id: row.image_id ?? row.id,
        rdns: row.rdns,
        homepage: row.homepage,
        mobile_link: row.mobile_link,
        desktop_link: row.desktop_link,
        webapp_link: row.webapp_link,
        app_store: app.ios ?? null,
        play_store: app.android ?? null,
        chrome_store: app.chrome ?? null,
        app: {
          ios: app.ios ?? null,
          android: app.android ?? null,
          chrome: app.chrome ?? null,
          firefox: app.firefox ?? null,
          edge: app.edge ?? null,
          safari: app.safari ?? null,
        },
        injected: row.injected,
        chains: row.chains,
        badge_type: row.badge_type === 'certified' ? 'certified' : 'none',
        order: row.position,
      };
      return {
        listing,
        search: searchableName(row.name),
        chains: new Set(row.chains),
        storedImageId: row.image_id,
      };
    });
    const byImageId = new Map<string, IndexedWallet>();
    for (const wallet of wallets) {
      byImageId.set(wallet.listing.id, wallet);
      byImageId.set(wallet.listing.image_id, wallet);
    }
    this.#wallets = wallets;
    this.#byImageId = byImageId;
    this.#answers = new Map();
    this.#answerChars = 0;
    this.#version = state?.version ?? 0;
    this.#checkedAt = Date.now();
  }
}
