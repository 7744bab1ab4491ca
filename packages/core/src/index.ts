// @gangway/core's public surface: what an app calls and the types it names. Everything the other Gangway packages
// share beyond this is in ./internal.ts (`@gangway/core/internal`), which apps must not import.

export {
  type AccountType,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type ErrorCategory,
  type ErrorCode,
  GangwayError,
  isGangwayError,
  type LocalFeatures,
  type RemoteFeatures,
  type SocialProvider,
  type TokenBalance,
} from '@gangway/protocol';
export type {
  CallsReceipt,
  CallsStatus,
  SendCallsParams,
  SendCallsResult,
  WalletCall,
  WalletCapabilities,
} from './actions/walletCalls.ts';
export { getCallsStatus, getCapabilities, sendCalls, showCallsStatus } from './actions/walletCallsApi.ts';
export type { NamespaceParam, SendTransactionParams } from './actions/walletRequests.ts';
export type { ChainAdapter } from './adapter/ChainAdapter.ts';
export { createGangway, type Gangway } from './client/createGangway.ts';
export {
  type ConnectionParams,
  disconnectConnection,
  getConnections,
  isMultiWalletEnabled,
  switchConnection,
  type WalletConnection,
  watchConnections,
} from './connections/walletConnections.ts';
export type { Connector, ConnectorType } from './connectors/Connector.ts';
export { formatQuantity } from './format/formatDisplay.ts';
export { LOCALES, type Locale } from './locale/locales.ts';
export type { CaipNetwork, NativeCurrency } from './networks/CaipNetwork.ts';
export { defineNetwork, type NetworkDefinition } from './networks/defineNetwork.ts';
export type {
  AppMetadata,
  CustomWallet,
  Features,
  GangwayOptions,
  ThemeMode,
  ThemeVariables,
} from './options/GangwayOptions.ts';
export {
  type AccountScreen,
  type SwapArguments,
  VIEWS,
  type ViewData,
  type ViewName,
} from './router/views.ts';
export type {
  GangwaySiwxOptions,
  SiweConfig,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageInput,
  SiwxOption,
  SiwxSession,
} from './siwx/SiwxConfig.ts';
export type { WalletConnectOptions } from './walletConnect/WalletConnectOptions.ts';
