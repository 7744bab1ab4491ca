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

/**
 * The devnet's own contracts: the ERC-20 tokens, the sample ERC-721 and ERC-1155 collections and the ERC-4337
 * verifying paymaster.
 */
export interface CompiledTokens {
  DevToken: CompiledContract;
  NoReturnToken: CompiledContract;
  DevCollectible: CompiledContract;
  DevMultiToken: CompiledContract;
  DevPaymaster: CompiledContract;
}

const CONTRACT_SOURCES: Readonly<Record<keyof CompiledTokens, string>> = {
  DevToken: 'DevTokens.sol',
  NoReturnToken: 'DevTokens.sol',
  DevCollectible: 'DevNfts.sol',
  DevMultiToken: 'DevNfts.sol',
  DevPaymaster: 'DevPaymaster.sol',
};

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

interface Solc {
  version(): string;
  compile(input: string): string;
}

const SOURCE_NAMES = [...new Set(Object.values(CONTRACT_SOURCES))].sort();
const here = path.dirname(fileURLToPath(import.meta.url));
const cacheDir = path.resolve(here, '../../.devnet/solc-cache');
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const;

let inMemory: Promise<CompiledTokens> | undefined;

/**
 * Compiles the devnet's Solidity sources with solc (wasm, about a second) and caches the result under
 * devnet/.cache keyed by source, settings and compiler version.
 */
export function compileTokens(): Promise<CompiledTokens> {
  inMemory ??= loadOrCompile();
  return inMemory;
}

async function loadOrCompile(): Promise<CompiledTokens> {
  const sources: Record<string, string> = {};
  for (const name of SOURCE_NAMES) sources[name] = await readFile(path.join(here, 'sol', name), 'utf8');
  const solcVersion = solcPackageVersion();
  const key = createHash('sha256')
    .update(JSON.stringify({ sources, SETTINGS, solcVersion }))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(cacheDir, `dev-tokens-${key}.json`);
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledTokens;
  } catch {
    // Not cached yet (or unreadable): compile below.
  }
  const compiled = compile(sources);
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

function compile(sources: Record<string, string>): CompiledTokens {
  const require = createRequire(import.meta.url);
  const solc = require('solc') as Solc;
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([name, content]) => [name, { content }])),
    settings: SETTINGS,
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const pick = (name: keyof CompiledTokens): CompiledContract => {
    const contract = output.contracts?.[CONTRACT_SOURCES[name]]?.[name];
    if (!contract) throw new Error(`solc produced no ${name}`);
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  };
  return {
    DevToken: pick('DevToken'),
    NoReturnToken: pick('NoReturnToken'),
    DevCollectible: pick('DevCollectible'),
    DevMultiToken: pick('DevMultiToken'),
    DevPaymaster: pick('DevPaymaster'),
  };
}
