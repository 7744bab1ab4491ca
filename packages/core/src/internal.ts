// @gangway/core/internal: what @gangway/react and the chain adapters share with core and an app must not use. It
// follows the packages' own version, never semver: an app that imports it breaks on any release.

export type {
  Account,
  ConnectedWalletInfo,
  ConnectionAccount,
  ConnectionStatus,
} from './accounts/AccountState.ts';
export { selectAccount } from './accounts/selectAccount.ts';
export { connectionBalance, refreshNativeBalance } from './actions/nativeBalance.ts';
export { switchPlan } from './actions/switchPlan.ts';
export { type SentFailure, sentTransactions, sentTransferItem } from './activity/sentTransactions.ts';
export { transactionProbe } from './activity/transactionProbes.ts';
export { amountPrefix, groupByDay, isVisible, mergeHistory } from './activity/visibleHistory.ts';
export { watchSentTransaction } from './activity/watchSentTransaction.ts';
export { toConnectError, toRequestError, withErrorMapping } from './adapter/adapterErrors.ts';
export type {
  AdapterConnection,
  AdapterEvent,
  NativeBalance,
  SignatureResults,
  SignMessageParams,
  SolanaSendOptions,
  TransactionRequest,
  TransactionResults,
} from './adapter/ChainAdapter.ts';
export {
  type AdapterRuntime,
  type AdapterRuntimeHost,
  createLazyAdapter,
} from './adapter/createLazyAdapter.ts';
export type { FamilyTransfers, FeeEstimate } from './adapter/FamilyTransfers.ts';
export { requireWalletFeature, walletFeature } from './adapter/walletFeatures.ts';
export { isMobileUserAgent } from './api/services/walletFilters.ts';
export { CONNECTOR_TYPE_ORDER_KEY } from './connectors/Connector.ts';
export { SAFE_CONNECTOR_ID } from './connectors/safeConnectorId.ts';
export { groupByWallet } from './connectors/walletFamilies.ts';
export {
  connectEmail,
  signOutEverywhere,
  updateEmail,
  updateEmailPrimaryOtp,
  updateEmailSecondaryOtp,
  verifyOtp,
} from './embedded/embeddedActions.ts';
export { embeddedInstance } from './embedded/embeddedSession.ts';
export { FRAME_SLOT, FRAME_TITLE, type FrameClient } from './embedded/frameClient.ts';
export { type FrameDockHolder, setFrameDock } from './embedded/frameDock.ts';
export type {
  GrantedSession,
  GrantSessionRequest,
  SessionPermissionRequest,
} from './embedded/smartSessions.ts';
export { SEND_MESSAGES } from './errors/sendMessages.ts';
export { USER_MESSAGES } from './errors/userMessages.ts';
export { formatTokenBalance, truncateAddress } from './format/formatDisplay.ts';
export { formatUnits } from './format/formatUnits.ts';
export { loadEmbedded, loadSiwx, loadWalletConnect } from './lazyModules.ts';
export { DEFAULT_LOCALE, localeDirection } from './locale/locales.ts';
export {
  looksLikeName,
  NameApiError,
  namesApi,
  registerAccountName,
  registrant,
  resolveName,
} from './names/index.ts';
export { createOnrampApi, type OnrampApi } from './onramp/onrampApi.ts';
export { followPurchase, purchaseItem } from './onramp/purchaseItem.ts';
export type { RouteEntry } from './router/views.ts';
export { type RpcReader, rpcEndpoints, rpcReader } from './rpc/readRpc.ts';
export { scheduleIdle } from './scheduling/scheduleIdle.ts';
export { buildTransfer } from './send/buildTransfer.ts';
export { estimateFee } from './send/estimateFee.ts';
export { parseAmount, parseUnits } from './send/parseAmount.ts';
export { sendStore } from './send/sendState.ts';
export {
  isNativeToken,
  maxAmount,
  supportsSend,
  tokenBalanceUnits,
  tokenDecimals,
  validateSend,
} from './send/validateSend.ts';
export type { SiwxState, SiwxStatus } from './siwx/siwxFlow.ts';
export { availableSocials, telegramPlatform } from './socials/availableSocials.ts';
export { openSocialPopup } from './socials/socialPopup.ts';
export type { KeyValueStorage } from './storage/gangwayStorage.ts';
export { STORAGE_KEYS } from './storage/storageKeys.ts';
export { emptyAccount } from './stores/accountStore.ts';
export { activeNetwork, namespaceState } from './stores/connectionStore.ts';
export { findConnector } from './stores/connectorStore.ts';
export type { DirectoryState } from './stores/directoryStore.ts';
export { resolveLocale } from './stores/localeStore.ts';
export { currentView } from './stores/modalStore.ts';
export { findRequested } from './stores/networkStore.ts';
export { createSwapApi, type SwapApi, type SwapQuoteRequest, swapErrorCode } from './swap/swapApi.ts';
export { sentSwapItem } from './swap/swapItem.ts';
export type { PairingState, PairingStatus } from './walletConnect/pairingStore.ts';
export type { RelayStatus } from './walletConnect/relayStatus.ts';
export { createSolanaSessionWallet } from './walletConnect/solanaSessionWallet.ts';
export {
  offersWalletConnect,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_NAME,
} from './walletConnect/WalletConnectOptions.ts';
