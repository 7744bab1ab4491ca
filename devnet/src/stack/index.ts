// The whole stack: chains, gangway-server with the demo project, the demo page.
export { DEMO_CHAIN_IDS, DEMO_WALLET_UNKNOWN_CHAIN_IDS } from '../chains/chain-definitions.ts';
export * from '../phoneWallet/index.ts';
export { demoEnv, demoWalletConfig } from './demoEnv.ts';
export {
  DEVNET_CHAINS_WITHOUT_SWAPS,
  DEVNET_FIXED_PRICES,
  devnetServerBitcoinChain,
  devnetServerChains,
  devnetServerSolanaChain,
} from './serverConfig.ts';
export { DEMO_ROOT, startDemo } from './startDemo.ts';
export {
  DEMO_PROJECT_ID,
  type Stack,
  type StartStackOptions,
  startStack,
} from './startStack.ts';
export {
  DEFAULT_UPSTREAM_RELAY_PORT,
  startUpstreamRelay,
  UPSTREAM_RELAY_PROJECT_ID,
  type UpstreamRelayTwin,
} from './upstreamRelay.ts';
export { walletDatasetPath } from './walletDataset.ts';
