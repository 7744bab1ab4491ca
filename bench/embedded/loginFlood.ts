// The security review's floods of the login service (issue 17), with the server's default budgets: 3,200 requests
// from one IP to each route that had no budget, and 40 e-mail starts to one inbox through +tags. Prints how many
// were answered and how many refused, and how long each flood took. Starts gangway-server in this process on a
// throwaway PGlite directory with devnet's SMTP sink, stops everything.  Run: npx tsx bench/embedded/loginFlood.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailSink } from '@gangway/devnet';
import { createProject, openDatabase, startServer } from 'gangway-server';

const PROJECT = 'flood';
const REQUESTS = 3_200;
const CONCURRENCY = 32;

interface Flood {
  route: string;
  request(index: number): Promise<Response>;
}

async function flood({ route, request }: Flood, count = REQUESTS): Promise<void> {
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++;
        const status = (await request(index)).status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1_000;
  const refused = statuses.get(429) ?? 0;
  const answers = [...statuses].map(([status, n]) => `${status}×${n}`).join(' ');
  console.log(
    `${route.padEnd(34)} ${count} requests in ${seconds.toFixed(1)} s: ${refused} refused (429), ${answers}`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'gangway-flood-'));
const sink = await startMailSink();
const database = await openDatabase({ dataDir, owner: 'bench' });
await createProject(database, { id: PROJECT, allowedOrigins: ['http://localhost:*'] });
const server = await startServer(
  {
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    rateLimit: { perSecond: 100_000, burst: 100_000 },
    embedded: {
      keyEncryptionKey: randomBytes(32).toString('base64url'),
      smtp: { host: sink.smtpHost, port: sink.smtpPort, from: 'Bench <bench@example.com>' },
    },
  },
  { database },
);
try {
  const api = (path: string) => `${server.url}/v1/embedded${path}?projectId=${PROJECT}`;
  const bearer = { authorization: `Bearer ${'x'.repeat(43)}` };
  console.log(
    `[figures] one client IP, the server's default budgets (shared, loaded machine: durations are indicative)`,
  );
  await flood({ route: 'GET /v1/embedded/user', request: () => fetch(api('/user'), { headers: bearer }) });
  await flood({ route: 'GET /v1/embedded/keys', request: () => fetch(api('/keys'), { headers: bearer }) });
  await flood({
    route: 'POST /v1/embedded/session/revoke',
    request: () => fetch(api('/session/revoke'), { method: 'POST', headers: bearer }),
  });
  await flood({
    route: 'GET /v1/embedded/social/callback',
    request: () => fetch(`${server.url}/v1/embedded/social/callback?state=${'s'.repeat(43)}&code=c`),
  });
  await flood({
    route: 'GET /embedded/frame',
    request: () => fetch(`${server.url}/embedded/frame?projectId=${PROJECT}`),
  });
  const inbox = `bomb-${Date.now().toString(36)}`;
  await flood(
    {
      route: 'POST /v1/embedded/email/start +tags',
      request: (index) =>
        fetch(api('/email/start'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            projectId: PROJECT,
            email: `${inbox}+${index}@example.com`,
            deviceId: randomBytes(16).toString('base64url'),
          }),
        }),
    },
    40,
  );
  console.log(`mails that reached the +tagged inbox: ${sink.messages().length}`);
} finally {
  await server.close();
  await database.close();
  await sink.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
