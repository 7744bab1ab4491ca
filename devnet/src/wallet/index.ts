// Browser-safe entry of the dev wallet (no Node imports): the demo page can import it directly.

export { ProviderRpcError } from '@gangway/protocol';
export { type ApprovalQueue, createApprovalQueue } from './approval-queue.ts';
export { BITCOIN_CHAIN, type BitcoinMessageProtocol } from './bitcoin/bitcoin-wallet.ts';
export type { BitcoinPurpose } from './bitcoin/keys.ts';
export type { BitcoinProviderWindow, SatsConnectProviderInfo } from './bitcoin/register.ts';
export {
  MALFORMED_NETWORK_NAME,
  SATS_CONNECT_PROVIDER_ID,
  type SatsConnectAddress,
  type SatsConnectEvent,
  type SatsConnectProvider,
  type SatsConnectResponse,
} from './bitcoin/sats-connect-provider.ts';
export { MALFORMED_BITCOIN_CHAIN } from './bitcoin/standard-wallet.ts';
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
