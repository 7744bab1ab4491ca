// `directory import FILE`: replaces the wallet directory with a dataset file and its icons (stored in the
// database with their content type, so every server instance serves them without shared files).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { iconContentType, MAX_ICON_BYTES } from '../images/imageFormat.ts';
import { DatasetSchema, type DatasetWallet } from './datasetSchema.ts';

export interface DirectoryImportResult {
  wallets: number;
  icons: number;
  /** Icons named by the dataset that were missing or unreadable (those wallets get monograms). */
  skippedIcons: string[];
}

export class DirectoryImportError extends Error {
  override readonly name = 'DirectoryImportError';
}

interface Icon {
  contentType: string;
  bytes: Uint8Array;
}

const INSERT_CHUNK = 100;

export async function importDirectory(
  database: GangwayDatabase,
  file: string,
): Promise<DirectoryImportResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new DirectoryImportError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DirectoryImportError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = z.safeParse(DatasetSchema, json, { error: en().localeError });
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 10)
      .map((issue) => `  [${issue.path.join('].')}: ${issue.message}`);
    throw new DirectoryImportError(`${file} is not a wallet dataset:\n${issues.join('\n')}`);
  }
  const wallets = parsed.data;
  const seen = new Set<string>();
  for (const wallet of wallets) {
    if (seen.has(wallet.id)) throw new DirectoryImportError(`${file} lists wallet id ${wallet.id} twice`);
    seen.add(wallet.id);
  }
  const iconsDir = join(dirname(file), 'icons');
  const skippedIcons: string[] = [];
  const icons = new Map<string, Icon>();
  await Promise.all(
    wallets.map(async (wallet) => {
      if (!wallet.image_file) return;
      const icon = await readIcon(join(iconsDir, wallet.image_file));
      if (icon) icons.set(wallet.id, icon);
      else skippedIcons.push(wallet.image_file);
    }),
  );
  await replaceDirectory(database, wallets, icons);
  return { wallets: wallets.length, icons: icons.size, skippedIcons: skippedIcons.sort() };
}

async function readIcon(path: string): Promise<Icon | null> {
  try {
    const bytes = await readFile(path);
    if (bytes.length === 0 || bytes.length > MAX_ICON_BYTES) return null;
    const contentType = iconContentType(path, bytes);
    return contentType ? { contentType, bytes } : null;
  } catch {
    return null;
  }
}

async function replaceDirectory(
  database: GangwayDatabase,
  wallets: readonly DatasetWallet[],
  icons: ReadonlyMap<string, Icon>,
): Promise<void> {
  const imageIdOf = (wallet: DatasetWallet) => (icons.has(wallet.id) ? (wallet.image_id ?? wallet.id) : null);
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('images').where('kind', '=', 'wallet').execute();
    await trx.deleteFrom('wallets').execute();
    for (let start = 0; start < wallets.length; start += INSERT_CHUNK) {
      const chunk = wallets.slice(start, start + INSERT_CHUNK);
      await trx
        .insertInto('wallets')
        .values(
          chunk.map((wallet, offset) => ({
            id: wallet.id,
            position: start + offset + 1,
            name: wallet.name,
            image_id: imageIdOf(wallet),
            rdns: wallet.rdns ?? null,
            homepage: wallet.homepage ?? null,
            mobile_link: wallet.mobile_link ?? null,
            desktop_link: wallet.desktop_link ?? null,
            webapp_link: wallet.webapp_link ?? null,
            app: JSON.stringify(appLinks(wallet)),
            injected: JSON.stringify(wallet.injected ?? []),
            chains: JSON.stringify(wallet.chains ?? []),
            badge_type: wallet.badge_type ?? 'none',
          })),
        )
        .execute();
      const images = chunk.flatMap((wallet) => {
        const icon = icons.get(wallet.id);
        const imageId = imageIdOf(wallet);
        if (!icon || !imageId) return [];
        const etag = `"${createHash('sha256').update(icon.bytes).digest('hex').slice(0, 32)}"`;
        return [{ kind: 'wallet', id: imageId, content_type: icon.contentType, bytes: icon.bytes, etag }];
      });
      if (images.length > 0) {
        await trx
          .insertInto('images')
          .values(images)
          .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
          .execute();
      }
    }
    await trx
      .insertInto('directory_state')
      .values({ id: 1, version: 1, imported_at: new Date() })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ version: sql`directory_state.version + 1`, imported_at: new Date() }),
      )
      .execute();
  });
  // The running server's directory serves the new dataset once this resolves.
  await database.changes.publish({ type: 'directory' });
}

function appLinks(wallet: DatasetWallet): Record<string, string | null> {
  const app = wallet.app ?? {};
  return {
    ios: app.ios ?? wallet.app_store ?? null,
    android: app.android ?? wallet.play_store ?? null,
    chrome: app.chrome ?? wallet.chrome_store ?? null,
    firefox: app.firefox ?? null,
    edge: app.edge ?? null,
    safari: app.safari ?? null,
  };
}
