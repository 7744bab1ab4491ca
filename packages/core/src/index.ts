export type {
  HistoryItem,
  HistoryResponse,
  Nft,
  NftsResponse,
  OperationType,
  TokenBalance,
  TransactionStatus,
  WalletListing,
} from '@gangway/protocol';
export {
  ACCOUNT_NAME_MIN_LENGTH,
  ACCOUNT_TYPES,
  type AccountType,
  ADDRESS_TRUNCATE,
  ALERTS,
  type AlertCode,
  type AlertEntry,
  AMOUNT_MINUS_OPERATIONS,
  AMOUNT_PLUS_OPERATIONS,
  API_TIMEOUT_MS,
  BALANCE_RETRY_GAP_MS,
  BASIC_REMOTE_FEATURES,
  BITCOIN_ACCOUNT_INDEX,
  type BitcoinAddressNetwork,
  type BitcoinAddressType,
  CACHE_ENTRY_MAX_CHARS,
  CACHE_TTL_MS,
  CACHED_BALANCES_MAX,
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  CHAIN_SUPPORT,
  type ChainNamespace,
  CONNECT_METHODS,
  CONNECTOR_TYPE_ORDER_KEYS,
  type ConnectMethod,
  type ConnectorTypeOrderKey,
  DEEP_LINK_WALLETS,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CHAIN_ID,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURED_WALLETS_COUNT,
  DEFAULT_LOCAL_FEATURES,
  DEFAULT_LOG_LEVEL,
  DEFAULT_NAME_SUFFIXES,
  DEFAULT_PURCHASE_CURRENCY,
  DEFAULT_REMOTE_FEATURES,
  DEFAULT_SOCIALS_ORDER,
  DEFAULT_WALLET_FEATURES_ORDER,
  DIRECTORY_CACHE_MAX_AGE_MS,
  EMAIL_LOGIN_COOLDOWN_MS,
  ERROR_CATEGORIES,
  ERROR_EVENT_THROTTLE,
  ERROR_MESSAGES,
  type ErrorCategory,
  type ErrorCode,
  type ErrorParams,
  type EvmAddress,
  FAMILY_NAMES,
  FRAME_REQUEST_TIMEOUT_MS,
  failureMessage,
  GangwayError,
  type GangwayErrorArgs,
  type GangwayErrorOptions,
  HISTORY_POLL_MS,
  IFRAME_LOAD_TIMEOUT_MS,
  IFRAME_READY_DELAY_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  isBitcoinAddress,
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  isEvmAddress,
  isGangwayError,
  isSolanaAddress,
  LOG_BUFFER_BYTES,
  type LocalFeatures,
  MAX_COIN_TYPE_CHAIN_ID,
  MAX_PENDING_TRANSACTIONS,
  type MessageParams,
  MODAL_SHAKE_MS,
  NATIVE_TOKEN_ADDRESS,
  NOT_ALLOWED_MESSAGE_DELAY_MS,
  ONE_DAY_S,
  ONE_MINUTE_S,
  ONE_SECOND_MS,
  ONE_YEAR_DAYS,
  ONRAMP_CURRENCIES,
  ONRAMP_FALLBACK_LIMITS_USD,
  ONRAMP_PROVIDER_INFO,
  ONRAMP_PROVIDERS,
  type OnrampProvider,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  PAIRING_RETRY_AFTER_MS,
  type ParsedBitcoinAddress,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  type PlainErrorCode,
  PREFETCHED_IMAGES_PER_PAGE,
  parseBitcoinAddress,
  parseCaipAddress,
  parseCaipNetworkId,
  parseEvmAddress,
  QUANTITY_DECIMALS,
  RECENT_WALLETS_KEPT,
  RECOMMENDED_WALLETS_COUNT,
  REMOTE_FEATURE_KEYS,
  RESTRICTED_TIMEZONES,
  type RemoteFeatures,
  RPC_BATCH_SIZE,
  RPC_ERROR_CODES,
  RPC_TIMEOUT_MS,
  receivedType,
  SCHEMA_MESSAGES,
  SDK_TYPE,
  SDK_VERSION,
  SEARCH_MIN_WAIT_MS,
  SEARCH_WALLETS_ENTRIES,
  SIGN_OUT_TIMEOUT_MS,
  SOCIAL_POPUP_SIZE,
  SOCIAL_PROVIDERS,
  type SocialOption,
  type SocialProvider,
  type SolanaAddress,
  SWAP_NETWORK_CHAIN_IDS,
  SWAP_PROVIDERS,
  SWAP_SLIPPAGE_TOLERANCE,
  type SwapProvider,
  TOAST_SWAP_GAP_MS,
  TOKEN_BALANCE_DECIMALS,
  toCaipAddress,
  toCaipNetworkId,
  toGangwayError,
  USER_OPERATION_ERROR_CODES,
  type VisitorMessage,
  visitorMessage,
  WALLET_FEATURES,
  WALLETS_PER_PAGE,
  type WalletFeature,
} from '@gangway/protocol';
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
export type { ApiServices } from './api/services/index.ts';
export type { ImageKind } from './api/urls.ts';
export * from './client/createGangway.ts';
export type { GangwayContext } from './client/GangwayContext.ts';
export * from './connectors/Connector.ts';
export * from './connectors/walletFamilies.ts';
export * from './directory/featuredWallets.ts';
export { SEND_MESSAGES } from './errors/sendMessages.ts';
export { USER_MESSAGES } from './errors/userMessages.ts';
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
