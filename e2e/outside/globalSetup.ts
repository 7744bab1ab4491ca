// Starts what the outside apps talk to, from the packages as installed: an anvil chain, gangway-server from its
// tarball (the Next.js app's node_modules/.bin, compiled JavaScript) with a project made by its CLI, the packed
// Next.js app under `next start`, the built Vite apps on static servers, and the Gangway Phone Wallet on that
// server's relay (the apps that install WalletConnect's client pair with it).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDevWalletBundle, freePorts, startChains } from '@gangway/devnet';
import { startPhoneWallet } from '@gangway/devnet/stack';
import { devWalletConfigFor } from '@gangway/devnet/wallet';
import { RELAY_PATH } from 'gangway-server';
import { PREPARED_MANIFEST, type PreparedApps } from './outsideApps.ts';
import { OUTSIDE_STACK_ENV, type OutsideStack } from './outsideStack.ts';
import { serveStatic } from './staticServer.ts';

/** Spawns a long-running command and resolves once a line of its output matches `ready`. */
function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; ready: RegExp },
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(options.ready);
      if (match) resolve({ child, match });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited (${code}):\n${output}`)),
    );
  });
}

function runCli(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(cwd, 'node_modules/.bin/gangway-server'), args, { cwd, stdio: 'pipe' });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`gangway-server ${args.join(' ')}: ${err}`)),
    );
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const prepared = JSON.parse(readFileSync(PREPARED_MANIFEST, 'utf8')) as PreparedApps;
  const nextApp = prepared.apps.next;
  if (!nextApp) throw new Error(`${PREPARED_MANIFEST} has no Next.js app: run e2e/outside/prepareApps.ts`);
  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  const stops: (() => Promise<void>)[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-outside-server-'));
  const devnet = await startChains({ chainIds: [1], basePort: 'auto', deployContracts: false });
  const stop = async () => {
    for (const stopOne of stops) await stopOne();
    for (const child of children) child.kill('SIGTERM');
    for (const server of servers) server.close();
    await devnet.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const chain = devnet.chains[0]!;
    const [nextPort, phonePort] = await freePorts(2);
    const nextUrl = `http://127.0.0.1:${nextPort}`;
    // The phone wallet's page talks to the project's relay from its own origin, which the project must allow.
    const phoneWalletUrl = `http://127.0.0.1:${phonePort}`;
    const appUrls: Record<string, string> = { next: nextUrl };
    for (const [name, app] of Object.entries(prepared.apps)) {
      if (name === 'next') continue;
      const served = await serveStatic(join(app.dir, 'dist'));
      servers.push(served.server);
      appUrls[name] = served.url;
    }
    const config = join(dataDir, 'gangway.json');
    writeFileSync(
      config,
      JSON.stringify({
        host: '127.0.0.1',
        port: 0,
        dataDir: join(dataDir, 'db'),
        logLevel: 'warn',
        chains: {
          [chain.caipNetworkId]: {
            name: chain.name,
            rpcUrls: [chain.rpcUrl],
            nativeCurrency: chain.nativeCurrency,
          },
        },
      }),
    );
    const server = await startProcess(
      join(nextApp.dir, 'node_modules/.bin/gangway-server'),
      ['start', '--config', config],
      { cwd: nextApp.dir, env: process.env, ready: /listening on (http:\/\/\S+)/ },
    );
    children.push(server.child);
    const apiUrl = server.match[1]!;
    // The README's order: the server runs, then the project is created with the CLI.
    const created = JSON.parse(
      await runCli(nextApp.dir, [
        'project',
        'create',
        ...[...Object.values(appUrls), phoneWalletUrl].flatMap((url) => ['--origin', new URL(url).origin]),
        '--json',
        '--config',
        config,
      ]),
    ) as { projectId: string };
    const rpcUrl = `${apiUrl}/v1/?chainId=${encodeURIComponent(chain.caipNetworkId)}&projectId=${created.projectId}`;
    const next = await startProcess(
      join(nextApp.dir, 'node_modules/.bin/next'),
      ['start', '--port', String(nextPort), '--hostname', '127.0.0.1'],
      {
        cwd: nextApp.dir,
        env: {
          ...process.env,
          NEXT_TELEMETRY_DISABLED: '1',
          GANGWAY_API_URL: apiUrl,
          GANGWAY_PROJECT_ID: created.projectId,
          GANGWAY_RPC_URL: rpcUrl,
        },
        ready: /Ready in|started server/i,
      },
    );
    children.push(next.child);
    const phoneWallet = await startPhoneWallet(
      {
        relayUrl: `${apiUrl.replace(/^http/, 'ws')}${RELAY_PATH}`,
        projectId: created.projectId,
        chains: [
          {
            chainId: chain.chainId,
            name: chain.name,
            rpcUrl: chain.rpcUrl,
            nativeCurrency: chain.nativeCurrency,
          },
        ],
      },
      { port: phonePort },
    );
    stops.push(() => phoneWallet.stop());
    const stack: OutsideStack = {
      appUrls,
      rpcUrl,
      apiUrl,
      projectId: created.projectId,
      walletConfig: devWalletConfigFor([chain]),
      walletBundle: await ensureDevWalletBundle(),
      phoneWalletUrl: phoneWallet.url,
    };
    process.env[OUTSIDE_STACK_ENV] = JSON.stringify(stack);
    return stop;
  } catch (error) {
    await stop();
    throw error;
  }
}
