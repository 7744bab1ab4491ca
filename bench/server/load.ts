// Load benchmark of gangway-server on loopback: getWallets (paging and search), a cached balance and the
// RPC proxy at a fixed 1,000 requests/s, then at full speed, plus the proxy's overhead over calling anvil
// directly. Starts anvil (devnet) and the server (its own process), seeds a project and the wallet
// dataset, prints the figures, stops everything.  Run: npx tsx bench/server/load.ts [--duration 10]
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { devAccounts, startChains } from '@gangway/devnet';
import {
  BUILTIN_DIRECTORY_FILE,
  createProject,
  importDirectory,
  openDatabase,
  type ServerConfig,
} from 'gangway-server';
import { runScenario, type ScenarioResult } from './runScenario.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' } } });
const DURATION_S = Number(values.duration);
const FULL_SPEED_S = Math.max(3, Math.round(DURATION_S / 2));
const RATE = 1_000;
const PROJECT = 'bench';
const SERVER_BIN = fileURLToPath(new URL('../../server/bin/gangway-server.js', import.meta.url));
const DATASET = fileURLToPath(new URL('../../../shared/data/wallets/wallets.json', import.meta.url));

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanup() {
  for (const fn of cleanups.reverse()) await fn();
}
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

async function startServerProcess(configFile: string): Promise<string> {
  const child: ChildProcess = spawn(process.execPath, [SERVER_BIN, 'start'], {
    env: { ...process.env, GANGWAY_CONFIG: configFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`gangway-server exited with ${code}: ${output}`)));
  });
}

function print(results: readonly ScenarioResult[]) {
  const rows = results.map((result) => [
    result.name,
    result.requestsPerSecond.toFixed(0),
    result.p50Ms.toFixed(2),
    result.p99Ms.toFixed(2),
    String(result.total),
    String(result.failures),
  ]);
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx/errors'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const devnet = await startChains({ chainIds: [1], basePort: 'auto' });
  cleanups.push(() => devnet.stop());
  const chain = devnet.chains[0]!;
  const contracts = devnet.contracts[1]!;

  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ dataDir, owner: 'bench' });
  const dataset = existsSync(DATASET) ? DATASET : BUILTIN_DIRECTORY_FILE;
  const imported = await importDirectory(database, dataset);
  await createProject(database, { id: PROJECT, rateLimit: { perSecond: 1_000_000, burst: 1_000_000 } });
  await database.close();

  const config: ServerConfig = {
    host: '127.0.0.1',
    port: 0,
    dataDir,
    logLevel: 'warn',
    chains: {
      'eip155:1': {
        rpcUrls: [chain.rpcUrl],
        tokens: [contracts.usdc, contracts.usdt, contracts.gway, contracts.zero].map((address) => ({
          address,
        })),
        prices: {
          source: 'uniswapV2',
          factory: contracts.uniswapV2Factory,
          stablecoin: contracts.usdc,
          wrappedNative: contracts.weth,
        },
      },
    },
  };
  const configFile = join(dataDir, 'bench-config.json');
  writeFileSync(configFile, JSON.stringify(config));
  const url = await startServerProcess(configFile);

  const holder = devAccounts()[1]!.address;
  const balancePath = `/v1/account/${holder}/balance?projectId=${PROJECT}&chainId=eip155:1&currency=usd`;
  const warm = await fetch(`${url}${balancePath}`);
  if (warm.status !== 200) throw new Error(`balance warm-up answered ${warm.status}: ${await warm.text()}`);
  const pages = Array.from({ length: Math.ceil(imported.wallets / 40) }, (_, index) => ({
    path: `/getWallets?projectId=${PROJECT}&st=gangway&sv=gangway-0.1.0&page=${index + 1}&entries=40`,
  }));
  const searches = [
    'meta',
    'wallet',
    'trust',
    'coin',
    'ra',
    'safe',
    'ledger',
    'x',
    'pha',
    'okx',
    'zer',
    'bit',
  ].map((search) => ({
    path: `/getWallets?projectId=${PROJECT}&st=gangway&sv=gangway-0.1.0&search=${search}&entries=100`,
  }));
  const blockNumber = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] });
  const proxyPath = `/v1/?chainId=eip155:1&projectId=${PROJECT}`;

  console.log(
    `gangway-server ${url}, anvil ${chain.rpcUrl}, ${imported.wallets} wallets (${dataset}), ${DURATION_S} s per fixed-rate scenario`,
  );
  const fixed: ScenarioResult[] = [];
  const fixedRate = { durationS: DURATION_S, connections: 10, rate: RATE };
  fixed.push(await runScenario({ name: 'getWallets paging', url, requests: pages, ...fixedRate }));
  fixed.push(await runScenario({ name: 'getWallets search', url, requests: searches, ...fixedRate }));
  fixed.push(
    await runScenario({ name: 'balance (cached)', url, requests: [{ path: balancePath }], ...fixedRate }),
  );
  const proxy = await runScenario({
    name: 'RPC proxy eth_blockNumber',
    url,
    requests: [{ method: 'POST', path: proxyPath, body: blockNumber }],
    ...fixedRate,
  });
  const direct = await runScenario({
    name: 'anvil direct eth_blockNumber',
    url: chain.rpcUrl,
    requests: [{ method: 'POST', path: '/', body: blockNumber }],
    ...fixedRate,
  });
  fixed.push(proxy, direct);
  console.log(`\nAt a fixed ${RATE} requests/s (10 connections):`);
  print(fixed);
  console.log(
    `RPC proxy overhead over anvil: p50 +${(proxy.p50Ms - direct.p50Ms).toFixed(2)} ms, p99 +${(proxy.p99Ms - direct.p99Ms).toFixed(2)} ms`,
  );

  const full: ScenarioResult[] = [];
  const fullSpeed = { durationS: FULL_SPEED_S, connections: 20 };
  full.push(await runScenario({ name: 'getWallets paging', url, requests: pages, ...fullSpeed }));
  full.push(await runScenario({ name: 'getWallets search', url, requests: searches, ...fullSpeed }));
  full.push(
    await runScenario({ name: 'balance (cached)', url, requests: [{ path: balancePath }], ...fullSpeed }),
  );
  full.push(
    await runScenario({
      name: 'RPC proxy eth_blockNumber',
      url,
      requests: [{ method: 'POST', path: proxyPath, body: blockNumber }],
      ...fullSpeed,
    }),
  );
  console.log(`\nAt full speed (20 connections, ${FULL_SPEED_S} s):`);
  print(full);
}

try {
  await main();
} finally {
  await cleanup();
}
