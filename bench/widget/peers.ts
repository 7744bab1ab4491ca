// The peer widgets the benchmark measures Gangway against. They are installed by the benchmark itself into a folder
// of their own at the repository root, outside the npm workspaces and git-ignored, so neither `npm install` nor
// the tests ever carry them. Versions: the ones INFRA.md lists as installing here.
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const PEERS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../.bench-peers');

const MANIFEST = {
  name: 'gangway-bench-peers',
  private: true,
  type: 'module',
  dependencies: {
    '@rainbow-me/rainbowkit': '2.2.11',
    connectkit: '1.9.2',
    wagmi: '2.19.4',
    viem: '2.57.0',
    '@tanstack/react-query': '5.108.0',
    react: '19.3.1',
    'react-dom': '19.3.1',
  },
};

/** Installs the peers unless the folder already holds this manifest's install. */
export async function ensurePeers(log: (line: string) => void): Promise<void> {
  const manifest = `${JSON.stringify(MANIFEST, null, 2)}\n`;
  const installedFor = await readFile(join(PEERS_DIR, 'node_modules/.bench-manifest.json'), 'utf8').catch(
    () => '',
  );
  if (installedFor === manifest) return;
  log(`Installing the peer widgets into ${PEERS_DIR} (1–2 minutes, once)…`);
  await mkdir(PEERS_DIR, { recursive: true });
  await writeFile(join(PEERS_DIR, 'package.json'), manifest);
  // ConnectKit 1.9 declares React 17/18 as peers; it builds and runs with React 19.
  await promisify(execFile)(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', '--legacy-peer-deps'],
    { cwd: PEERS_DIR, maxBuffer: 64 * 1024 * 1024 },
  );
  await writeFile(join(PEERS_DIR, 'node_modules/.bench-manifest.json'), manifest);
}

/** A peer page is built from inside the peer folder, so its imports resolve to the peer installs. */
export async function stagePeerPage(pagesDir: string, name: string): Promise<string> {
  const root = join(PEERS_DIR, 'pages', name);
  await cp(join(pagesDir, name), root, { recursive: true });
  await cp(join(pagesDir, 'vite-env.d.ts'), join(PEERS_DIR, 'pages', 'vite-env.d.ts'));
  return root;
}
