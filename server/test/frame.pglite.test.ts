// The frame page route (src/routes/frame) and the guard's rule for the server's own origin (the frame calls the RPC
// proxy same-origin). Needs the frame build: scripts/test.sh runs `npm run build:frame -w gangway-server` first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { FRAME_BUNDLE_DIR } from '../src/routes/frame/frameBundle.ts';
import type { RunningServer } from '../src/startServer.ts';
import { type FakeRpc, startFakeRpc } from './helpers/fakeRpc.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer } from './helpers/testServer.ts';

const PROJECT = 'frame-test';
const APP_ORIGIN = 'https://app.example.com';
const built = existsSync(join(FRAME_BUNDLE_DIR, 'index.html'));

describe.runIf(built)('embedded wallet frame page', () => {
  let testDb: TestDatabase;
  let server: RunningServer;
  let upstream: FakeRpc;

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    await createProject(testDb.database, {
      id: PROJECT,
      name: 'Frame',
      allowedOrigins: parseAllowedOrigins([APP_ORIGIN, 'http://localhost:*']),
    });
    upstream = await startFakeRpc(1);
    // A bundler but no paymaster: the smart account works on eip155:1, unsponsored.
    server = await startTestServer(testDb.database, {
      chains: { 'eip155:1': { rpcUrls: [upstream.url], bundlerUrl: upstream.url } },
    });
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
    await testDb?.dispose();
  });

  it("serves the page with the project's configuration, frame-ancestors = its allowed origins, and no CORS", async () => {
    const page = await call(server.url, 'GET', '/embedded/frame', {
      query: { projectId: PROJECT, chainId: 'eip155:1', version: 'gangway-0.1.0', enableLogger: 'false' },
      headers: { origin: 'https://evil.example' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    const ancestors = /frame-ancestors ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(ancestors.sort()).toEqual([APP_ORIGIN, 'http://localhost:*'].sort());
    expect(csp).toContain("script-src 'self'");
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const config = /<script type="application\/json" id="gw-frame-config">(.*?)<\/script>/.exec(
      page.text,
    )?.[1];
    expect(JSON.parse(config ?? 'null')).toEqual({
      projectId: PROJECT,
      chainId: 'eip155:1',
      version: 'gangway-0.1.0',
      enableLogger: false,
      allowedOrigins: expect.arrayContaining([APP_ORIGIN, 'http://localhost:*']),
      smartAccountNetworks: [1],
      sponsoredNetworks: [],
    });
    // Its script is served beside it, same-origin only.
    const script = /src="\.\/(frame-assets\/[^"]+\.js)"/.exec(page.text)?.[1] ?? '';
    const asset = await call(server.url, 'GET', `/embedded/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('leaves out of frame-ancestors and of its own origin check the patterns stored before they were refused', async () => {
    // Stored before the public-suffix rule and the multi-tenant list: the admin API would refuse them now.
    await testDb.database.db
      .insertInto('project_origins')
      .values(
        ['https://*.github.io', 'https://*.arweave.net', 'https://*.app.github.dev', 'https://ipfs.io'].map(
          (origin) => ({ project_id: PROJECT, origin }),
        ),
      )
      .execute();
    await testDb.database.changes.publish({ type: 'project', projectId: PROJECT });
    const page = await call(server.url, 'GET', '/embedded/frame', { query: { projectId: PROJECT } });
    const ancestors = /frame-ancestors ([^;]+)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(ancestors?.split(' ').sort()).toEqual([APP_ORIGIN, 'http://localhost:*'].sort());
    const config = /<script type="application\/json" id="gw-frame-config">(.*?)<\/script>/.exec(
      page.text,
    )?.[1];
    expect((JSON.parse(config ?? '{}') as { allowedOrigins: string[] }).allowedOrigins.sort()).toEqual(
      [APP_ORIGIN, 'http://localhost:*'].sort(),
    );
    await testDb.database.db
      .deleteFrom('project_origins')
      .where('origin', 'not in', [APP_ORIGIN, 'http://localhost:*'])
      .execute();
    await testDb.database.changes.publish({ type: 'project', projectId: PROJECT });
  });

  it('refuses an unknown project (frame-ancestors none), bad parameters and unknown assets', async () => {
    const unknown = await call(server.url, 'GET', '/embedded/frame', { query: { projectId: 'nope' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const bad = await call(server.url, 'GET', '/embedded/frame', {
      query: { projectId: PROJECT, chainId: 'not a chain' },
    });
    expect(bad.status).toBe(400);
    for (const file of ['nope.js', '..%2Fpackage.json', 'index.html'])
      expect((await call(server.url, 'GET', `/embedded/frame-assets/${file}`)).status).toBe(404);
  });

  it("admits the server's own origin at the RPC proxy (the frame), and still refuses other origins", async () => {
    const body = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] };
    const query = { projectId: PROJECT, chainId: 'eip155:1' };
    const own = await call(server.url, 'POST', '/v1/', {
      query,
      body,
      headers: { origin: new URL(server.url).origin },
    });
    expect(own.status).toBe(200);
    const foreign = await call(server.url, 'POST', '/v1/', {
      query,
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});
