export * from './accounts/AccountState.ts';
export * from './accounts/selectAccount.ts';
export { addNetwork, removeNetwork } from './actions/manageNetworks.ts';
export type { SwitchNetworkOptions } from './actions/switchNetwork.ts';
export * from './actions/switchPlan.ts';
export type { NamespaceParam, SendTransactionParams } from './actions/walletRequests.ts';
export * from './activity/sentTransactions.ts';
export * from './activity/transactionProbes.ts';
export * from './activity/visibleHistory.ts';
export * from './activity/watchSentTransaction.ts';
export * from './adapter/adapterErrors.ts';
export * from './adapter/ChainAdapter.ts';
export * from './adapter/createLazyAdapter.ts';
export type {
  FamilyTransfers,
  FeeEstimate,
  TransactionFate,
  TransactionProbe,
} from './adapter/FamilyTransfers.ts';
export * from './adapter/walletFeatures.ts';
export type { AccountPageQuery, ApiClient, WalletsQuery } from './api/client.ts';
export type { TokenBalance } from './api/schemas/balance.ts';
export type {
  HistoryItem,
  HistoryResponse,
  OperationType,
  TransactionStatus,
} from './api/schemas/history.ts';
export type { Nft, NftsResponse } from './api/schemas/nfts.ts';
export type { WalletListing } from './api/schemas/wallets.ts';
export type { ApiServices } from './api/services/index.ts';
export type { ImageKind } from './api/urls.ts';
export * from './caip/index.ts';
export * from './client/createGangway.ts';
export type { GangwayContext } from './client/GangwayContext.ts';
export * from './connectors/Connector.ts';
export * from './connectors/walletFamilies.ts';
export * from './constants.ts';
export * from './directory/featuredWallets.ts';
export * from './errors/index.ts';
export * from './format/formatDisplay.ts';
export * from './format/formatUnits.ts';
export {
  browserLanguages,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  localeDirection,
  matchLocale,
} from './locale/locales.ts';
export * from './networks/CaipNetwork.ts';
export * from './networks/defineNetwork.ts';
export * from './networks/unsupportedNetwork.ts';
export * from './options/GangwayOptions.ts';
export type { ResolvedOptions } from './options/validateOptions.ts';
export * from './router/views.ts';
export * from './rpc/readRpc.ts';
export * from './scheduling/scheduleIdle.ts';
export * from './send/buildTransfer.ts';
export * from './send/estimateFee.ts';
export * from './send/parseAmount.ts';
export * from './send/receiverAddress.ts';
export * from './send/sendState.ts';
export * from './send/validateSend.ts';
export * from './socials/index.ts';
export * from './storage/gangwayStorage.ts';
export { STORAGE_KEYS } from './storage/storageKeys.ts';
export * from './stores/accountStore.ts';
export * from './stores/alertStore.ts';
export * from './stores/balanceStore.ts';
export * from './stores/connectionStore.ts';
export * from './stores/connectorStore.ts';
export * from './stores/directoryStore.ts';
export * from './stores/featuresStore.ts';
export {
  createLocaleStore,
  type LocaleState,
  type LocaleStore,
  resolveLocale,
} from './stores/localeStore.ts';
export * from './stores/modalStore.ts';
export * from './stores/networkStore.ts';
export * from './stores/shakeStore.ts';
export * from './stores/themeStore.ts';
export * from './stores/toastStore.ts';
export * from './walletConnect/WalletConnectOptions.ts';
