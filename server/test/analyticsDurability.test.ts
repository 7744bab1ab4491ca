// An analytics event acknowledged with 2xx is in the database: the real server process is killed with
// SIGKILL during a burst of events, restarted on the same data directory, and every acknowledged eventId
// must be stored.

import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/openDatabase.ts';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { copyPgliteTemplate } from './helpers/testDatabase.ts';

const BIN = fileURLToPath(new URL('../bin/gangway-server.js', import.meta.url));
const PROJECT = 'durable';
const WORKERS = 32;
const KILL_AFTER_ACKS = 400;
const ORIGIN = 'https://app.example.com';

const dataDir = copyPgliteTemplate();
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServerProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [BIN, 'start'], {
    env: {
      ...process.env,
      GANGWAY_DATA_DIR: dataDir,
      GANGWAY_PORT: '0',
      GANGWAY_HOST: '127.0.0.1',
      GANGWAY_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, url };
}

function event(eventId: string) {
  return JSON.stringify({
    eventId,
    url: 'https://app.example.com/',
    domain: 'app.example.com',
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN' },
  });
}

it('keeps every acknowledged event across a SIGKILL', async () => {
  const setup = await openDatabase({ dataDir });
  await createProject(setup, {
    id: PROJECT,
    allowedOrigins: parseAllowedOrigins([ORIGIN]),
    rateLimit: { perSecond: 1_000_000, burst: 1_000_000 },
  });
  await setup.close();

  const { child, url } = await startServerProcess();
  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const worker = async (index: number) => {
    for (let n = 0; !killed; n++) {
      const eventId = `w${index}-${n}`;
      sent++;
      try {
        const response = await fetch(`${url}/e?projectId=${PROJECT}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: event(eventId),
        });
        if (response.status === 202) acknowledged.push(eventId);
        else expect.fail(`unexpected status ${response.status}`);
      } catch {
        return; // the server is gone
      }
      if (acknowledged.length >= KILL_AFTER_ACKS && !killed) {
        killed = true;
        child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
  await exited;
  expect(child.signalCode).toBe('SIGKILL');

  // The restarted server recovers the data directory (its lock is stale) and serves again.
  const restarted = await startServerProcess();
  const health = await fetch(`${restarted.url}/appkit/v1/config?projectId=${PROJECT}`);
  expect(health.status).toBe(200);
  const stopped = new Promise<void>((resolve) => restarted.child.once('exit', () => resolve()));
  restarted.child.kill('SIGTERM');
  await stopped;

  const database = await openDatabase({ dataDir });
  const rows = await database.db
    .selectFrom('analytics_events')
    .select('event_id')
    .where('project_id', '=', PROJECT)
    .execute();
  await database.close();
  const stored = new Set(rows.map((row) => row.event_id));
  const lost = acknowledged.filter((eventId) => !stored.has(eventId));
  console.info(
    `[durability] sent ${sent}, acknowledged ${acknowledged.length}, stored ${stored.size}, lost ${lost.length}`,
  );
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
  expect(lost).toEqual([]);
}, 60_000);
