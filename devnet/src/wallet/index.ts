// Browser-safe entry of the dev wallet (no Node imports): the demo page can import it directly.
export { type ApprovalQueue, createApprovalQueue } from './approval-queue.ts';
export {
  type DevWalletBrowserConfig,
  defaultBrowserChains,
  type PanelCorner,
} from './browser/config.ts';
export { DEV_WALLET_NAME, DEV_WALLET_RDNS, type Eip6963ProviderInfo } from './browser/eip6963.ts';
export { DEV_WALLET_ICON } from './browser/icon.ts';
export {
  type DevWalletTestApi,
  type DevWalletWindow,
  type InstalledDevWallet,
  installDevWallet,
} from './browser/install.ts';
export { ProviderRpcError } from './errors.ts';
export { devWalletConfigFor, devWalletInitScript } from './init-script.ts';
export { createDevWalletProvider, MALFORMED_CHAIN_ID } from './provider.ts';
export { createMemoryStorage } from './storage.ts';
export {
  DEV_WALLET_MISBEHAVIOURS,
  type DevWalletApprovalRequest,
  type DevWalletChain,
  type DevWalletControls,
  type DevWalletEvent,
  type DevWalletEventMap,
  type DevWalletMisbehaviour,
  type DevWalletOptions,
  type DevWalletProvider,
  type DevWalletRequestKind,
  type DevWalletState,
  type DevWalletStorage,
  type RequestArguments,
} from './types.ts';
