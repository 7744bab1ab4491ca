import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';
import type { CompiledContract } from './compile-tokens.ts';

interface TruffleArtifact {
  abi: Abi;
  bytecode: string;
}

const artifactFiles = {
  factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  router: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  weth: '@uniswap/v2-periphery/build/WETH9.json',
} as const;

export type UniswapArtifactName = keyof typeof artifactFiles;

/** The compiled Uniswap V2 contracts shipped in the npm packages (bytecode without 0x there). */
export function uniswapArtifact(name: UniswapArtifactName): CompiledContract {
  const require = createRequire(import.meta.url);
  const artifact = require(artifactFiles[name]) as TruffleArtifact;
  const bytecode: Hex = artifact.bytecode.startsWith('0x')
    ? (artifact.bytecode as Hex)
    : `0x${artifact.bytecode}`;
  return { abi: artifact.abi, bytecode };
}
