import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Built from the string form: under happy-dom the global URL is not Node's, which fileURLToPath rejects.
const devnetRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entryPoint = path.join(devnetRoot, 'src/wallet/browser/entry.ts');

/** Where `npm run build:wallet -w devnet` writes the browser bundle (serve or inject this file). */
export function devWalletBundlePath(): string {
  return path.join(devnetRoot, 'dist/dev-wallet.js');
}

/** Builds the IIFE bundle with esbuild and returns its path and size. */
export async function buildDevWalletBundle(
  options: { outfile?: string; minify?: boolean } = {},
): Promise<{ path: string; bytes: number }> {
  const outfile = options.outfile ?? devWalletBundlePath();
  await build({
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: options.minify ?? true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return { path: outfile, bytes: (await stat(outfile)).size };
}

async function newestSourceTime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/** Builds the bundle unless an up-to-date one exists; for Playwright global set-up and the demo server. */
export async function ensureDevWalletBundle(): Promise<string> {
  const bundle = devWalletBundlePath();
  const built = await stat(bundle).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  if (built === 0 || (await newestSourceTime(path.join(devnetRoot, 'src'))) > built)
    await buildDevWalletBundle();
  return bundle;
}
