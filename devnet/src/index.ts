// Node entry of @gangway/devnet: chains (anvil and Bitcoin regtest), contracts, dev wallet. Browser code imports '@gangway/devnet/wallet';
// the whole stack with gangway-server and the demo is '@gangway/devnet/stack'.
export * from './account-abstraction/index.ts';
export {
  DEV_MNEMONIC,
  DEV_PRIVATE_KEYS,
  type DevAccount,
  deployerAccount,
  devAccounts,
  devAddress,
} from './accounts.ts';
export * from './bitcoin/index.ts';
export { type AnvilOptions, type AnvilProcess, AnvilStartError, startAnvil } from './chains/anvil-process.ts';
export {
  chainDefinition,
  DEFAULT_BASE_PORT,
  DEFAULT_CHAIN_IDS,
  DEFAULT_CHAINS,
  type DevnetChainDefinition,
  type NativeCurrency,
} from './chains/chain-definitions.ts';
export type { DevnetChain } from './chains/devnet-chain.ts';
export { freePorts } from './chains/free-port.ts';
export { type LaunchChainsOptions, type LaunchedChains, launchChains } from './chains/launch-chains.ts';
export { revertSnapshot, takeSnapshot } from './chains/snapshot.ts';
export { viemChain } from './chains/viem-chain.ts';
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
export { type CompiledContract, type CompiledTokens, compileTokens } from './contracts/compile-tokens.ts';
export { deployContracts, PAIR_LIQUIDITY } from './contracts/deploy-contracts.ts';
export { ENS_UNIVERSAL_RESOLVER, ensGatewayUrl, installEnsTwin } from './contracts/ensTwin.ts';
export {
  type ChainContracts,
  DEPLOY_NONCES,
  type DevnetManifest,
  expectedChainContracts,
  PAIR_TOKENS,
  type PairKey,
  SPAM_SENDER_INDEX,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  uniswapV2PairAddress,
} from './contracts/manifest.ts';
export {
  ITEM_MINTS,
  ITEMS,
  ITEMS_COLLECTION,
  type ItemDefinition,
  type ItemMint,
  PUNK_OWNERS,
  PUNKS_COLLECTION,
  punkName,
} from './contracts/nfts/nft-collections.ts';
export { itemMetadata, type NftMetadata, punkMetadata } from './contracts/nfts/nft-metadata.ts';
export { SEEDED_HISTORY, type SeededTransfer, seedHistory } from './contracts/seed-history.ts';
export {
  type DevnetTokenKey,
  type DevTokenKey,
  SPAM_TOKEN,
  TOKEN_METADATA,
  type TokenMetadata,
  units,
  WHOLE_TOKENS_PER_ACCOUNT,
} from './contracts/token-metadata.ts';
export { type UniswapArtifactName, uniswapArtifact } from './contracts/uniswap-artifacts.ts';
export { type Devnet, type StartChainsOptions, startChains } from './devnet.ts';
export * from './farcaster/index.ts';
export { JsonRpcError, JsonRpcTransportError, jsonRpc } from './json-rpc.ts';
export * from './mail/index.ts';
export * from './oidc/index.ts';
export * from './onramp/index.ts';
export { describeBitcoinChain, describeDevnet } from './print-devnet.ts';
export * from './solana/index.ts';
export { buildDevWalletBundle, devWalletBundlePath, ensureDevWalletBundle } from './wallet/bundle.ts';
export * from './wallet/index.ts';
