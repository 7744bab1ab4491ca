import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const devnetRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sourceDir = path.join(devnetRoot, 'src/phoneWallet');

export function phoneWalletBundlePath(): string {
  return path.join(devnetRoot, 'dist/phone-wallet.js');
}

/** Builds the page's script (sign-client and the dev wallet's signer) with esbuild. */
export async function buildPhoneWalletBundle(): Promise<string> {
  const outfile = phoneWalletBundlePath();
  await build({
    entryPoints: [path.join(sourceDir, 'browser/entry.ts')],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  });
  return outfile;
}

/** Builds the bundle unless one newer than the phone wallet's and the dev wallet's sources exists. */
export async function ensurePhoneWalletBundle(): Promise<string> {
  const outfile = phoneWalletBundlePath();
  const built = await stat(outfile).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  const sources = await Promise.all(
    [
      'browser/entry.ts',
      'browser/ui.ts',
      'browser/solana.ts',
      'config.ts',
      '../wallet/provider.ts',
      '../wallet/solana/standard-wallet.ts',
    ].map((file) => stat(path.join(sourceDir, file)).then((info) => info.mtimeMs)),
  );
  if (built === 0 || Math.max(...sources) > built) await buildPhoneWalletBundle();
  return outfile;
}
