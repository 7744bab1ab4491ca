// Compiles Gangway's contracts with solc (wasm) from src/sol and, for what they import, the sources the npm packages
// ship (@account-abstraction/contracts 0.8.0, @openzeppelin/contracts 5.7.0): nothing of theirs is copied here. The
// compiler and its settings are fixed, and the bytecode carries no metadata hash, so every machine makes the same
// creation code and the CREATE2 addresses (contracts.test.ts) hold.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledContract, compileSolidity, solcVersion } from './solc.ts';

export type { CompiledContract };

export const CONTRACT_NAMES = [
  'GangwaySmartAccount',
  'GangwaySmartAccountFactory',
  'GangwaySessionKeys',
] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];
export type CompiledContracts = Record<ContractName, CompiledContract>;

/** The compiler this package pins (package.json); another one makes other bytecode, hence other addresses. */
export const SOLC_VERSION = '0.8.37';
export const COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  metadata: { bytecodeHash: 'none', appendCBOR: false },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const;

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** Import prefixes the sources use, and the packages that hold them. */
const PACKAGES = ['@account-abstraction/contracts', '@openzeppelin/contracts'] as const;

function packageRoot(name: (typeof PACKAGES)[number]): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** The package sources solc asks for by their import paths. */
async function readImport(importPath: string): Promise<string> {
  const owner = PACKAGES.find((name) => importPath.startsWith(`${name}/`));
  if (!owner) throw new Error(`Cannot resolve the import ${importPath}`);
  const file = path.join(packageRoot(owner), importPath.slice(owner.length + 1));
  if (!file.startsWith(packageRoot(owner))) throw new Error(`Cannot resolve the import ${importPath}`);
  return readFile(file, 'utf8');
}

/** Every source solc needs, by import path: ours under their file names, the packages' by their import paths. */
async function collectSources(): Promise<Record<string, string>> {
  const sources: Record<string, string> = {};
  const pending = CONTRACT_NAMES.map((name) => `${name}.sol`);
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (name in sources) continue;
    const text = PACKAGES.some((owner) => name.startsWith(`${owner}/`))
      ? await readImport(name)
      : await readFile(path.join(here, 'sol', name), 'utf8');
    sources[name] = text;
    for (const match of text.matchAll(/^\s*import\s+(?:[^"']*from\s+)?["']([^"']+)["']/gm)) {
      const imported = match[1] as string;
      pending.push(
        imported.startsWith('.')
          ? path.posix.normalize(path.posix.join(path.posix.dirname(name), imported))
          : imported,
      );
    }
  }
  return sources;
}

let inMemory: Promise<CompiledContracts> | undefined;

/** The compiled contracts: from the cache (keyed by sources, settings and compiler), else compiled (a few seconds). */
export function compileContracts(): Promise<CompiledContracts> {
  inMemory ??= loadOrCompile().catch((error: unknown) => {
    inMemory = undefined;
    throw error;
  });
  return inMemory;
}

async function loadOrCompile(): Promise<CompiledContracts> {
  const installed = solcVersion();
  if (installed !== SOLC_VERSION)
    throw new Error(
      `@gangway/contracts needs solc ${SOLC_VERSION} (found ${installed}): other bytecode would land elsewhere`,
    );
  return compileSolidity({
    contracts: Object.fromEntries(CONTRACT_NAMES.map((name) => [name, `${name}.sol`])) as Record<
      ContractName,
      string
    >,
    sources: await collectSources(),
    settings: COMPILER_SETTINGS,
    cacheDir: path.join(os.tmpdir(), 'gangway-contracts-solc'),
    cacheName: 'contracts',
  });
}
