import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledContract, compileSolidity } from '@gangway/contracts';

export type { CompiledContract };

/**
 * The devnet's own contracts: the ERC-20 tokens, the sample ERC-721 and ERC-1155 collections, the ERC-4337
 * verifying paymaster, the ENS twin and the Farcaster IdRegistry twin.
 */
export interface CompiledTokens {
  DevToken: CompiledContract;
  NoReturnToken: CompiledContract;
  DevCollectible: CompiledContract;
  DevMultiToken: CompiledContract;
  DevPaymaster: CompiledContract;
  DevEnsTwin: CompiledContract;
  DevIdRegistry: CompiledContract;
}

const CONTRACT_SOURCES: Readonly<Record<keyof CompiledTokens, string>> = {
  DevToken: 'DevTokens.sol',
  NoReturnToken: 'DevTokens.sol',
  DevCollectible: 'DevNfts.sol',
  DevMultiToken: 'DevNfts.sol',
  DevPaymaster: 'DevPaymaster.sol',
  DevEnsTwin: 'DevEnsTwin.sol',
  DevIdRegistry: 'DevIdRegistry.sol',
};

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
  return compileSolidity({
    contracts: CONTRACT_SOURCES,
    sources,
    settings: SETTINGS,
    cacheDir,
    cacheName: 'dev-tokens',
  });
}
