// The ERC-4337 contracts as their authors built them: the npm packages' Hardhat artifacts, whose creation code
// (sent through CREATE2_DEPLOYER) gives the mainnet addresses.
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';
import type { EntryPointVersion } from './addresses.ts';

export interface AccountAbstractionArtifact {
  abi: Abi;
  /** Creation code. */
  bytecode: Hex;
  /** Runtime code: EntryPointSimulations is placed over the EntryPoint with it in eth_call (never deployed). */
  deployedBytecode: Hex;
}

type ArtifactName =
  | 'EntryPoint'
  | 'EntryPointSimulations'
  | 'SimpleAccountFactory'
  | 'SimpleAccount'
  | 'Simple7702Account';

const PACKAGES: Readonly<Record<EntryPointVersion, string>> = {
  '0.7': 'account-abstraction-0.7',
  '0.8': 'account-abstraction-0.8',
};

export function accountAbstractionArtifact(
  version: EntryPointVersion,
  name: ArtifactName,
): AccountAbstractionArtifact {
  if (name === 'Simple7702Account' && version !== '0.8') throw new Error('Simple7702Account is v0.8 only');
  const require = createRequire(import.meta.url);
  const { abi, bytecode, deployedBytecode } = require(
    `${PACKAGES[version]}/artifacts/${name}.json`,
  ) as AccountAbstractionArtifact;
  return { abi, bytecode, deployedBytecode };
}
