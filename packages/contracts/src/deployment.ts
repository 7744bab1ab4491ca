// Where Gangway's contracts land and the transactions that put them there: each through the standard CREATE2
// deployer (Nick's, at the same address on nearly every chain and in anvil at genesis) with one fixed salt, so the
// addresses depend only on the creation code and are the same on every chain. Anyone may send these transactions;
// whoever sends them first on a chain, the contracts are the same.
import {
  type Address,
  concat,
  encodeDeployData,
  getContractAddress,
  getCreate2Address,
  type Hex,
  keccak256,
  stringToHex,
} from 'viem';
import { entryPoint08Address } from 'viem/account-abstraction';
import { type CompiledContracts, compileContracts } from './compile.ts';

export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C';
export const GANGWAY_CONTRACTS_SALT: Hex = keccak256(stringToHex('gangway smart accounts 1'));

export interface GangwayContractAddresses {
  sessionKeys: Address;
  factory: Address;
  /** The accounts' implementation, which the factory deploys in its constructor (its first creation). */
  accountImplementation: Address;
}

export interface DeployTransaction {
  contract: 'GangwaySessionKeys' | 'GangwaySmartAccountFactory';
  to: Address;
  data: Hex;
  /** Where the transaction leaves code. */
  creates: Address;
}

/** The creation transactions, in order (the factory's constructor takes the session keys' address). */
export function deployTransactions(compiled: CompiledContracts): DeployTransaction[] {
  const through = (contract: DeployTransaction['contract'], creationCode: Hex): DeployTransaction => ({
    contract,
    to: CREATE2_DEPLOYER,
    data: concat([GANGWAY_CONTRACTS_SALT, creationCode]),
    creates: getCreate2Address({
      from: CREATE2_DEPLOYER,
      salt: GANGWAY_CONTRACTS_SALT,
      bytecodeHash: keccak256(creationCode),
    }),
  });
  const sessionKeys = through('GangwaySessionKeys', compiled.GangwaySessionKeys.bytecode);
  const factory = through(
    'GangwaySmartAccountFactory',
    encodeDeployData({
      abi: compiled.GangwaySmartAccountFactory.abi,
      bytecode: compiled.GangwaySmartAccountFactory.bytecode,
      args: [entryPoint08Address, sessionKeys.creates],
    }),
  );
  return [sessionKeys, factory];
}

/** The addresses, computed from the compiled creation code (no chain needed). */
export async function gangwayContractAddresses(): Promise<GangwayContractAddresses> {
  const [sessionKeys, factory] = deployTransactions(await compileContracts()) as [
    DeployTransaction,
    DeployTransaction,
  ];
  return {
    sessionKeys: sessionKeys.creates,
    factory: factory.creates,
    accountImplementation: getContractAddress({ from: factory.creates, nonce: 1n }),
  };
}
