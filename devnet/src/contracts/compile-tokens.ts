import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

export interface CompiledTokens {
  DevToken: CompiledContract;
  NoReturnToken: CompiledContract;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

interface Solc {
  version(): string;
  compile(input: string): string;
}

const SOURCE_NAME = 'DevTokens.sol';
const here = path.dirname(fileURLToPath(import.meta.url));
const sourcePath = path.join(here, 'sol', SOURCE_NAME);
const cacheDir = path.resolve(here, '../../.devnet/solc-cache');
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const;

let inMemory: Promise<CompiledTokens> | undefined;

/**
 * Compiles the token sources with solc (wasm, about a second) and caches the result under
 * devnet/.cache keyed by source, settings and compiler version.
 */
export function compileTokens(): Promise<CompiledTokens> {
  inMemory ??= loadOrCompile();
  return inMemory;
}

async function loadOrCompile(): Promise<CompiledTokens> {
  const source = await readFile(sourcePath, 'utf8');
  const solcVersion = solcPackageVersion();
  const key = createHash('sha256')
    .update(JSON.stringify({ source, SETTINGS, solcVersion }))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(cacheDir, `dev-tokens-${key}.json`);
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledTokens;
  } catch {
    // Not cached yet (or unreadable): compile below.
  }
  const compiled = compile(source);
  await mkdir(cacheDir, { recursive: true });
  // Parallel test workers may compile at once; rename makes each write all-or-nothing.
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(compiled));
  await rename(temporary, cacheFile);
  return compiled;
}

function solcPackageVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('solc/package.json') as { version: string }).version;
}

function compile(source: string): CompiledTokens {
  const require = createRequire(import.meta.url);
  const solc = require('solc') as Solc;
  const input = { language: 'Solidity', sources: { [SOURCE_NAME]: { content: source } }, settings: SETTINGS };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const pick = (name: keyof CompiledTokens): CompiledContract => {
    const contract = output.contracts?.[SOURCE_NAME]?.[name];
    if (!contract) throw new Error(`solc produced no ${name}`);
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  };
  return { DevToken: pick('DevToken'), NoReturnToken: pick('NoReturnToken') };
}
