export {
  BUNDLER_ADDRESS,
  CANONICAL_SALTS,
  CREATE2_DEPLOYER,
  ENTRY_POINT_VERSIONS,
  ENTRY_POINTS,
  type EntryPointContracts,
  type EntryPointVersion,
  SIMPLE_7702_ACCOUNT,
  SPONSOR_ADDRESS,
  SPONSOR_NONCES,
} from './addresses.ts';
export { type AccountAbstractionArtifact, accountAbstractionArtifact } from './artifacts.ts';
export { ACCOUNT_ABSTRACTION_FUNDING, deployAccountAbstraction } from './deploy-account-abstraction.ts';
export { SPONSORSHIP_POLICY } from './paymaster/paymaster-service.ts';
export {
  DEFAULT_BUNDLER_PORT,
  type DevnetBundler,
  type StartBundlerOptions,
  startBundler,
} from './start-bundler.ts';
