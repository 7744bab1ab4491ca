// The one-script-tag bundle of @gangway/elements (npm run build:widget -w gangway-server), read once: each file with
// its SRI hash and ETag.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDGET_CHUNKS_DIR, WIDGET_ENTRY_FILE, WIDGET_PATH } from '@gangway/protocol';
import { unavailable } from '../../errors/ApiError.ts';

/** Where the widget build lands (server/package.json's build:widget). */
export const WIDGET_BUNDLE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../widget/dist',
);

export interface WidgetFile {
  body: Buffer;
  /** Subresource Integrity: `sha384-<base64>`, what a page's `integrity` attribute holds. */
  integrity: string;
  /** A strong ETag made of the same digest. */
  etag: string;
}

export interface WidgetBundle {
  /** By path under WIDGET_PATH: `gangway.js`, `chunks/<name>-<hash>.js`. */
  files: ReadonlyMap<string, WidgetFile>;
  entry: WidgetFile;
}

function widgetFile(body: Buffer): WidgetFile {
  const digest = createHash('sha384').update(body).digest('base64');
  return { body, integrity: `sha384-${digest}`, etag: `"${digest.replace(/[+/=]/g, '').slice(0, 32)}"` };
}

export async function loadWidgetBundle(dir = WIDGET_BUNDLE_DIR): Promise<WidgetBundle> {
  let entryBody: Buffer;
  try {
    entryBody = await readFile(path.join(dir, WIDGET_ENTRY_FILE));
  } catch (error) {
    throw unavailable('The widget bundle is not built: run `npm run build:widget -w gangway-server`', error);
  }
  const entry = widgetFile(entryBody);
  const files = new Map<string, WidgetFile>([[WIDGET_ENTRY_FILE, entry]]);
  for (const name of await readdir(path.join(dir, WIDGET_CHUNKS_DIR)).catch(() => [])) {
    files.set(
      `${WIDGET_CHUNKS_DIR}/${name}`,
      widgetFile(await readFile(path.join(dir, WIDGET_CHUNKS_DIR, name))),
    );
  }
  return { files, entry };
}

/** The tag a page writes (README, `gangway-server widget`): the entry at `baseUrl`, pinned by its hash. */
export function widgetScriptTag(baseUrl: string, entry: WidgetFile): string {
  return `<script type="module" src="${baseUrl.replace(/\/+$/, '')}${WIDGET_PATH}/${WIDGET_ENTRY_FILE}" integrity="${entry.integrity}" crossorigin="anonymous"></script>`;
}
