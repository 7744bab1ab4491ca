import { createRequire } from 'node:module';
import path from 'node:path';

/** Path of the anvil binary shipped inside npm (Linux x64 only, the machines this runs on). */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url);
  let manifest: string;
  try {
    manifest = require.resolve('@foundry-rs/anvil-linux-amd64/package.json');
  } catch (cause) {
    throw new Error(
      'The anvil binary package @foundry-rs/anvil-linux-amd64 is not installed (devnet needs Linux x64; run npm install).',
      { cause },
    );
  }
  return path.join(path.dirname(manifest), 'bin', 'anvil');
}
