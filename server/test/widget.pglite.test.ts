// The one-script-tag bundle's route (src/routes/widget): what a plain page on another origin needs from it (CORS,
// SRI, a year's immutable cache, an ETag and 304), only the build's own files, and the CLI printing the same hash.
// Builds the bundle when it is missing (scripts/test.sh builds it first).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WIDGET_ENTRY_FILE, WIDGET_PATH } from '@gangway/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliIo, main } from '../src/cli.ts';
import { WIDGET_BUNDLE_DIR } from '../src/routes/widget/widgetBundle.ts';
import type { RunningServer } from '../src/startServer.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer } from './helpers/testServer.ts';

const ENTRY = `${WIDGET_PATH}/${WIDGET_ENTRY_FILE}`;
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('the widget bundle route', () => {
  let testDb: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    if (!existsSync(join(WIDGET_BUNDLE_DIR, WIDGET_ENTRY_FILE)))
      execFileSync('npm', ['run', '--silent', 'build:widget', '-w', 'gangway-server'], { stdio: 'inherit' });
    testDb = await openTestDatabase('pglite');
    server = await startTestServer(testDb.database);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await testDb?.dispose();
  });

  it('serves the entry to any origin with its SRI hash, a year of immutable cache and an ETag', async () => {
    const entry = await call(server.url, 'GET', ENTRY, { headers: { origin: 'https://shop.example' } });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
    expect(entry.headers.get('x-gangway-integrity')).toBe(sri(entry.text));
    expect(entry.headers.get('etag')).toMatch(/^"[A-Za-z0-9]{32}"$/);
    expect(entry.text).toContain('customElements');
  });

  it('answers 304 to a matching If-None-Match and the whole file to a stale one', async () => {
    const first = await call(server.url, 'GET', ENTRY);
    const etag = first.headers.get('etag') ?? '';
    const again = await call(server.url, 'GET', ENTRY, { headers: { 'if-none-match': `"stale", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stale = await call(server.url, 'GET', ENTRY, { headers: { 'if-none-match': '"stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
  });

  it("serves the entry's lazy chunks beside it, each with its own ETag", async () => {
    const entry = await call(server.url, 'GET', ENTRY);
    const chunks = [...entry.text.matchAll(/"\.\/(chunks\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(chunks.length).toBeGreaterThan(10);
    const chunk = await call(server.url, 'GET', `${WIDGET_PATH}/${chunks[0]}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('x-gangway-integrity')).toBe(sri(chunk.text));
    expect(chunk.headers.get('etag')).not.toBe(entry.headers.get('etag'));
  });

  it("serves nothing but the build's own files", async () => {
    for (const path of [
      `${WIDGET_PATH}/nope.js`,
      `${WIDGET_PATH}/chunks/../gangway.js.map`,
      `${WIDGET_PATH}/%2e%2e/%2e%2e/package.json`,
      `${WIDGET_PATH}/`,
      '/widget/v2/gangway.js',
    ]) {
      const response = await call(server.url, 'GET', path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('immutable');
    }
  });

  it('prints the same integrity and the tag from the CLI', async () => {
    const lines: string[] = [];
    const io: CliIo = {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
      stopSignal: async () => '',
    };
    const previous = process.env.GANGWAY_PUBLIC_URL;
    process.env.GANGWAY_PUBLIC_URL = 'https://gangway.example.com';
    try {
      expect(await main(['widget'], io)).toBe(0);
    } finally {
      if (previous === undefined) delete process.env.GANGWAY_PUBLIC_URL;
      else process.env.GANGWAY_PUBLIC_URL = previous;
    }
    const entry = await call(server.url, 'GET', ENTRY);
    expect(lines).toContain(`integrity: ${sri(entry.text)}`);
    expect(lines).toContain(
      `<script type="module" src="https://gangway.example.com${ENTRY}" integrity="${sri(entry.text)}" crossorigin="anonymous"></script>`,
    );
  });
});
