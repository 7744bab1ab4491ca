// Stored icons (the directory's), read from the database once and kept in memory (a few MiB for the whole
// directory), plus generated monograms.
import { createHash } from 'node:crypto';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { monogramSvg } from './monogram.ts';

export interface ImageBody {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

const MAX_CACHED_BYTES = 64 * 1024 * 1024;
const MAX_MONOGRAMS = 10_000;

export class ImageStore {
  #stored = new Map<string, ImageBody | null>();
  #storedBytes = 0;
  readonly #monograms = new Map<string, ImageBody>();
  readonly #unsubscribe: () => void;

  constructor(private readonly database: GangwayDatabase) {
    this.#unsubscribe = database.changes.subscribe((change) => {
      if (change.type !== 'project') this.#clear();
    });
  }

  close(): void {
    this.#unsubscribe();
  }

  async stored(kind: string, id: string): Promise<ImageBody | null> {
    const key = `${kind}/${id}`;
    const cached = this.#stored.get(key);
    if (cached !== undefined) return cached;
    const row = await this.database.db
      .selectFrom('images')
      .select(['content_type', 'bytes', 'etag'])
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    const image = row
      ? {
          contentType: row.content_type,
          bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
          etag: row.etag,
        }
      : null;
    if (this.#storedBytes + (image?.bytes.length ?? 0) > MAX_CACHED_BYTES) this.#clear();
    this.#stored.set(key, image);
    this.#storedBytes += image?.bytes.length ?? 0;
    return image;
  }

  monogram(id: string, label: string): ImageBody {
    const key = `${id}\u0000${label}`;
    const cached = this.#monograms.get(key);
    if (cached) return cached;
    const bytes = Buffer.from(monogramSvg(id, label));
    const image = {
      contentType: 'image/svg+xml',
      bytes,
      etag: `"m${createHash('sha256').update(bytes).digest('hex').slice(0, 31)}"`,
    };
    if (this.#monograms.size >= MAX_MONOGRAMS) this.#monograms.clear();
    this.#monograms.set(key, image);
    return image;
  }

  #clear(): void {
    this.#stored = new Map();
    this.#storedBytes = 0;
  }
}
