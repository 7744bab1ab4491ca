// Solidity to creation code with the solc package (wasm), cached on disk by sources, settings and compiler version:
// the one way this repository compiles contracts (Gangway's own here, the devnet's test tokens in devnet/).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Abi, Hex } from 'viem';

export interface CompiledContract {
  abi: Abi;
  /** Creation code. */
  bytecode: Hex;
}

export interface SolidityBuild<Name extends string> {
  /** Each contract to pick from the output, and the source file that defines it. */
  contracts: Readonly<Record<Name, string>>;
  /** Every source solc needs, by the path it is imported as. */
  sources: Readonly<Record<string, string>>;
  /** solc's standard-JSON `settings`. */
  settings: object;
  cacheDir: string;
  /** Names the cache file (`<cacheName>-<key>.json`). */
  cacheName: string;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}
interface Solc {
  compile(input: string): string;
}

const require = createRequire(import.meta.url);

/** The installed solc package's version (what compileSolidity compiles with). */
export function solcVersion(): string {
  return (require('solc/package.json') as { version: string }).version;
}

/** The build's contracts: from the cache, else compiled (a second or a few) and cached. */
export async function compileSolidity<Name extends string>(
  build: SolidityBuild<Name>,
): Promise<Record<Name, CompiledContract>> {
  const { sources, settings, cacheDir, cacheName } = build;
  const key = createHash('sha256')
    .update(JSON.stringify({ sources, settings, contracts: build.contracts, solc: solcVersion() }))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(cacheDir, `${cacheName}-${key}.json`);
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as Record<Name, CompiledContract>;
  } catch {
    // Not cached yet (or unreadable): compile below.
  }
  const compiled = compile(build);
  await mkdir(cacheDir, { recursive: true });
  // Parallel test workers may compile at once; rename makes each write all-or-nothing.
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(compiled));
  await rename(temporary, cacheFile);
  return compiled;
}

function compile<Name extends string>({ contracts, sources, settings }: SolidityBuild<Name>) {
  const solc = require('solc') as Solc;
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([name, content]) => [name, { content }])),
    settings,
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const pick = (name: Name): CompiledContract => {
    const contract = output.contracts?.[contracts[name]]?.[name];
    if (!contract) throw new Error(`solc produced no ${name}`);
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  };
  return Object.fromEntries((Object.keys(contracts) as Name[]).map((name) => [name, pick(name)])) as Record<
    Name,
    CompiledContract
  >;
}
