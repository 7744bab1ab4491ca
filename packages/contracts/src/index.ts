export {
  COMPILER_SETTINGS,
  CONTRACT_NAMES,
  type CompiledContract,
  type CompiledContracts,
  type ContractName,
  compileContracts,
  SOLC_VERSION,
} from './compile.ts';
export { type DeployedContract, type DeployOptions, deployGangwayContracts } from './deploy.ts';
export {
  CREATE2_DEPLOYER,
  type DeployTransaction,
  deployTransactions,
  GANGWAY_CONTRACTS_SALT,
  type GangwayContractAddresses,
  gangwayContractAddresses,
} from './deployment.ts';
export { compileSolidity, type SolidityBuild, solcVersion } from './solc.ts';
