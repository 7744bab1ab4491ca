// The CLI end to end on a PGlite data directory: projects, features, origins, tokens, rate limits, the
// 579-wallet dataset import, and `start` serving what the commands stored.
import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GetWalletsResponseSchema } from '@gangway/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type CliIo, main } from '../src/cli.ts';
import { openDatabase } from '../src/db/openDatabase.ts';
import { copyPgliteTemplate } from './helpers/testDatabase.ts';

const DATASET = fileURLToPath(new URL('../../../shared/data/wallets/wallets.json', import.meta.url));
const hasDataset = existsSync(DATASET);
if (!hasDataset)
  console.warn(`[gangway-server] ${DATASET} is absent: the CLI test imports the built-in dataset instead`);

const dataDir = copyPgliteTemplate();
const configFile = join(dataDir, 'test-config.json');
writeFileSync(configFile, JSON.stringify({ dataDir, port: 0, logLevel: 'silent' }));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function io(stop?: (lines: string[]) => Promise<void>) {
  const lines: string[] = [];
  const errors: string[] = [];
  const cli: CliIo = {
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    stopSignal: async () => {
      await stop?.(lines);
      return 'SIGTERM';
    },
  };
  return { cli, lines, errors };
}

async function run(...argv: string[]) {
  const captured = io();
  const code = await main([...argv, '--config', configFile], captured.cli);
  return { code, out: captured.lines.join('\n'), err: captured.errors.join('\n') };
}

// Each command opens the embedded database (PGlite) and `start` spawns a server: on a loaded 2-core machine a test
// passed 30 s, and the one after it found the data directory still held.
describe('gangway-server CLI', { timeout: 120_000 }, () => {
  it('prints usage', async () => {
    expect((await run('help')).out).toContain('project create');
    expect((await run('project', 'frobnicate')).code).toBe(2);
    expect((await run('start', '--bogus')).code).toBe(2);
  });

  it('creates a project and prints its id and admin token once', async () => {
    const created = await run(
      'project',
      'create',
      '--id',
      'cli',
      '--name',
      'CLI test',
      '--origin',
      'http://localhost:*',
      '--json',
    );
    expect(created.code).toBe(0);
    const { projectId, adminToken } = JSON.parse(created.out) as { projectId: string; adminToken: string };
    expect(projectId).toBe('cli');
    expect(adminToken).toMatch(/^gwa_[\w-]{43}$/);
    expect((await run('project', 'create', '--id', 'cli')).err).toContain('already exists');
    const generated = await run('project', 'create');
    expect(generated.out).toMatch(/projectId: {3}[0-9a-f]{32}/);
  });

  it('sets features, origins, tokens and rate limits', async () => {
    const features = await run(
      'project',
      'features',
      'set',
      'cli',
      'email=false',
      'socials=google,x',
      'multiWallet=true',
    );
    expect(features.out).toContain('"email":false');
    expect(features.out).toContain('"socials":["google","x"]');
    const reset = await run('project', 'features', 'set', 'cli', 'socials=default');
    expect(reset.out).not.toContain('socials');
    const unknown = await run('project', 'features', 'set', 'cli', 'teleport=on');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Unknown feature "teleport"');
    expect((await run('project', 'features', 'set', 'cli', 'swaps=uniswap')).code).toBe(1);

    expect(
      (
        await run('project', 'origins', 'add', 'cli', 'HTTPS://App.Example.com', 'https://*.example.org')
      ).out.split('\n'),
    ).toEqual(['http://localhost:*', 'https://*.example.org', 'https://app.example.com']);
    expect((await run('project', 'origins', 'add', 'cli', 'not-an-origin')).err).toContain(
      'is not an origin',
    );
    await run('project', 'origins', 'remove', 'cli', 'https://*.example.org');
    expect((await run('project', 'origins', 'list', 'cli')).out).toBe(
      'http://localhost:*\nhttps://app.example.com',
    );

    expect((await run('project', 'token', 'rotate', 'cli')).out).toMatch(/^gwa_/);
    expect((await run('project', 'rate-limit', 'set', 'cli', '50')).out).toContain('50/s, burst 100');
    expect((await run('project', 'rate-limit', 'reset', 'cli')).out).toContain('server default');
    expect((await run('project', 'show', 'cli')).out).toContain(
      'sponsorship:     every chain with a paymasterUrl, 1000 user operations/hour (a client: 5% of them) (server default)',
    );
    expect((await run('project', 'sponsorship', 'set', 'cli', 'eip155:1,eip155:8453', '200')).out).toContain(
      'sponsorship:     eip155:1 eip155:8453, 200 user operations/hour',
    );
    expect((await run('project', 'sponsorship', 'set', 'cli', 'off')).out).toContain('sponsorship:     off');
    expect((await run('project', 'sponsorship', 'set', 'cli', 'solana:x')).err).toContain(
      'eip155 network id',
    );
    expect((await run('project', 'sponsorship', 'set', 'cli', 'all', 'many')).code).toBe(2);
    expect((await run('project', 'sponsorship', 'reset', 'cli')).out).toContain('(server default)');
    expect((await run('project', 'show', 'nope')).err).toContain('Project nope does not exist');
    expect((await run('project', 'list')).out).toContain('cli\tCLI test');
  });

  it('deletes a project, but one with embedded-wallet users only with --force', async () => {
    await run('project', 'create', '--id', 'doomed');
    const database = await openDatabase({ dataDir, owner: 'test' });
    try {
      await database.db.insertInto('embedded_users').values({ id: 'user-1', project_id: 'doomed' }).execute();
    } finally {
      await database.close();
    }
    const refused = await run('project', 'delete', 'doomed');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('1 embedded-wallet users');
    expect((await run('project', 'show', 'doomed')).code).toBe(0);
    expect((await run('project', 'delete', 'doomed', '--force')).out).toBe('Deleted project doomed');
    expect((await run('project', 'show', 'doomed')).err).toContain('does not exist');
  });

  it('imports the wallet dataset, then serves it and the project from `start`', async () => {
    const imported = await run('directory', 'import', hasDataset ? DATASET : 'server/data/wallets.json');
    expect(imported.code).toBe(0);
    if (hasDataset) expect(imported.out).toContain('Imported 579 wallets with 578 icons.');

    let answers:
      | {
          config: unknown;
          wallets: z.infer<typeof GetWalletsResponseSchema>;
          iconType: string | null;
          png: string | null;
        }
      | undefined;
    const captured = io(async (lines) => {
      const url = /listening on (\S+)/.exec(lines[0] ?? '')?.[1];
      const config = await (await fetch(`${url}/appkit/v1/config?projectId=cli`)).json();
      const wallets = z.parse(
        GetWalletsResponseSchema,
        await (await fetch(`${url}/getWallets?projectId=cli&search=meta`)).json(),
      );
      const icon = await fetch(`${url}/getWalletImage/${wallets.data[0]?.image_id}?projectId=cli`);
      const all = z.parse(
        GetWalletsResponseSchema,
        await (await fetch(`${url}/getWallets?projectId=cli&entries=100&page=2`)).json(),
      );
      const pngs = await Promise.all(
        all.data.map(async (wallet) =>
          (await fetch(`${url}/getWalletImage/${wallet.image_id}?projectId=cli`)).headers.get('content-type'),
        ),
      );
      answers = {
        config,
        wallets,
        iconType: icon.headers.get('content-type'),
        png: pngs.find((type) => type === 'image/png') ?? null,
      };
    });
    const code = await main(['start', '--config', configFile], captured.cli);
    expect(code, captured.errors.join('\n')).toBe(0);
    expect(answers?.config).toMatchObject({ features: { email: false, multiWallet: true } });
    expect(answers?.wallets.data[0]?.name).toBe('MetaMask');
    if (hasDataset) {
      expect(answers?.wallets.count).toBeGreaterThan(1);
      expect(answers?.iconType).toBe('image/svg+xml');
      expect(answers?.png).toBe('image/png');
    }
  });

  it('runs project commands while `start` holds the embedded database (the README order)', async () => {
    let whileRunning: Awaited<ReturnType<typeof run>>[] = [];
    const captured = io(async () => {
      whileRunning = [
        await run(
          'project',
          'create',
          '--id',
          'while-running',
          '--origin',
          'https://app.example.com',
          '--json',
        ),
        await run('project', 'origins', 'list', 'while-running'),
        await run('project', 'show', 'nobody'),
        await run('project', 'frobnicate'),
      ];
    });
    expect(await main(['start', '--config', configFile], captured.cli), captured.errors.join('\n')).toBe(0);
    const [created, origins, missing, unknown] = whileRunning;
    expect(created?.code, created?.err).toBe(0);
    expect(JSON.parse(created?.out ?? '{}')).toMatchObject({ projectId: 'while-running' });
    expect(origins?.out).toBe('https://app.example.com');
    expect(missing?.code).toBe(1);
    expect(missing?.err).toContain('does not exist');
    expect(unknown?.code).toBe(2);
    expect(existsSync(join(dataDir, 'gangway-cli.sock'))).toBe(false);
    // Stopped: the CLI opens the database itself again and finds what the server stored.
    expect((await run('project', 'show', 'while-running')).out).toContain('https://app.example.com');
  });

  it('refuses a data directory another live process holds', async () => {
    const holder = spawn('sleep', ['10']);
    try {
      writeFileSync(
        join(dataDir, 'gangway.lock'),
        JSON.stringify({ pid: holder.pid, owner: 'gangway-server' }),
      );
      const refused = await run('project', 'list');
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`is in use by gangway-server (pid ${holder.pid})`);
      // A second server on the same data is told how several instances work.
      const second = await run('start');
      expect(second.code).toBe(1);
      expect(second.err).toContain(
        `Another gangway-server (pid ${holder.pid}) runs on the embedded database`,
      );
      expect(second.err).toContain('DATABASE_URL');
    } finally {
      holder.kill();
      rmSync(join(dataDir, 'gangway.lock'), { force: true });
    }
  });
});
