// A throwaway SoftHSM token for the test run (Debian's softhsm2, installed by scripts/ensure-system-deps.sh): a
// token directory of its own, a config naming it (SOFTHSM2_CONF, read by the library when a process first
// initialises it), one token. Each test makes its own keys in it, by label.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type { Pkcs11Config } from '../../src/config/embeddedConfig.ts';

const run = promisify(execFile);

const LIBRARIES = [
  '/usr/lib/softhsm/libsofthsm2.so',
  '/usr/lib/x86_64-linux-gnu/softhsm/libsofthsm2.so',
  '/usr/lib/aarch64-linux-gnu/softhsm/libsofthsm2.so',
  '/usr/local/lib/softhsm/libsofthsm2.so',
];
const UTILS = ['/usr/bin/softhsm2-util', '/usr/local/bin/softhsm2-util'];

export interface SoftHsmToken {
  /** The SOFTHSM2_CONF every process using the token must have before it loads the library. */
  conf: string;
  library: string;
  tokenLabel: string;
  pin: string;
}

/** Why the run has no token, or undefined when softhsm2 is installed. */
export function softHsmMissing(): string | undefined {
  if (!LIBRARIES.some((path) => existsSync(path)) || !UTILS.some((path) => existsSync(path)))
    return 'softhsm2 is not installed (apt-get install softhsm2; scripts/ensure-system-deps.sh does it)';
  return undefined;
}

export async function startSoftHsmToken(root: string): Promise<SoftHsmToken> {
  const library = LIBRARIES.find((path) => existsSync(path)) as string;
  const util = UTILS.find((path) => existsSync(path)) as string;
  const tokens = join(root, 'softhsm-tokens');
  mkdirSync(tokens, { recursive: true });
  const conf = join(root, 'softhsm2.conf');
  writeFileSync(conf, `directories.tokendir = ${tokens}\nobjectstore.backend = file\nlog.level = ERROR\n`);
  const token = { conf, library, tokenLabel: 'gangway-test', pin: randomBytes(6).toString('hex') };
  await run(
    util,
    [
      '--init-token',
      '--free',
      '--label',
      token.tokenLabel,
      '--so-pin',
      randomBytes(6).toString('hex'),
      '--pin',
      token.pin,
    ],
    { env: { ...process.env, SOFTHSM2_CONF: conf } },
  );
  return token;
}

/**
 * The run's token, its config in this process's environment (before the library loads), or undefined with the
 * reason printed: the tests that need it skip.
 */
export function useSoftHsm(what: string): SoftHsmToken | undefined {
  const token = inject('softHsm');
  if (!token) {
    console.warn(`[gangway-server] ${what} skipped: ${inject('softHsmSkipReason')}`);
    return undefined;
  }
  process.env.SOFTHSM2_CONF = token.conf;
  return token;
}

/** A PKCS#11 wrapper's configuration for a new key label in the run's token. */
export const pkcs11Config = (
  token: SoftHsmToken,
  keyLabel = `kek-${randomBytes(4).toString('hex')}`,
): Pkcs11Config => ({
  library: token.library,
  tokenLabel: token.tokenLabel,
  pin: token.pin,
  keyLabel,
});
