// NFT images in the images table (kind 'nft'), within a total size: when a new one would pass it, the oldest go
// first; and each goes `retentionDays` after it was stored. Descriptions that name a deleted image go with it, so the
// token is described (and its image fetched) again the next time it is listed.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { Resource } from './fetchResource.ts';

export const NFT_IMAGE_KIND = 'nft';
const DAY_MS = 86_400_000;

export interface NftImageLimits {
  /** Bytes of NFT images stored at most. */
  maxTotalBytes: number;
  retentionDays: number;
}

/** Stores the image (once per content) and answers its id, making room by deleting the oldest when needed. */
export async function storeNftImage(
  database: GangwayDatabase,
  resource: Resource,
  limits: NftImageLimits,
): Promise<string> {
  const digest = createHash('sha256').update(resource.bytes).digest('hex');
  const id = `nft-${digest.slice(0, 40)}`;
  const known = await database.db
    .selectFrom('images')
    .select('id')
    .where('kind', '=', NFT_IMAGE_KIND)
    .where('id', '=', id)
    .executeTakeFirst();
  if (known) return id;
  await makeRoom(database, resource.bytes.length, limits.maxTotalBytes);
  await database.db
    .insertInto('images')
    .values({
      kind: NFT_IMAGE_KIND,
      id,
      content_type: resource.contentType,
      bytes: resource.bytes,
      etag: `"${digest.slice(0, 32)}"`,
    })
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .execute();
  return id;
}

/** Deletes NFT images stored more than retentionDays ago; answers how many went. */
export async function deleteExpiredNftImages(
  database: GangwayDatabase,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  const expired = await database.db
    .selectFrom('images')
    .select('id')
    .where('kind', '=', NFT_IMAGE_KIND)
    .where('stored_at', '<', new Date(now - retentionDays * DAY_MS))
    .execute();
  return deleteImages(
    database,
    expired.map((row) => row.id),
  );
}

async function makeRoom(database: GangwayDatabase, bytes: number, maxTotalBytes: number): Promise<void> {
  const { total } = await database.db
    .selectFrom('images')
    .select(sql<string>`coalesce(sum(octet_length(bytes)), 0)`.as('total'))
    .where('kind', '=', NFT_IMAGE_KIND)
    .executeTakeFirstOrThrow();
  let excess = Number(total) + bytes - maxTotalBytes;
  if (excess <= 0) return;
  const oldest = await database.db
    .selectFrom('images')
    .select(['id', sql<number>`octet_length(bytes)`.as('size')])
    .where('kind', '=', NFT_IMAGE_KIND)
    .orderBy('stored_at')
    .orderBy('id')
    .execute();
  const doomed: string[] = [];
  for (const image of oldest) {
    if (excess <= 0) break;
    doomed.push(image.id);
    excess -= Number(image.size);
  }
  await deleteImages(database, doomed);
}

async function deleteImages(database: GangwayDatabase, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('nft_metadata').where('image_id', 'in', ids).execute();
    await trx.deleteFrom('images').where('kind', '=', NFT_IMAGE_KIND).where('id', 'in', ids).execute();
  });
  await database.changes.publish({ type: 'images' });
  return ids.length;
}
