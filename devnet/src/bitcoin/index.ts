// The Bitcoin devnet: an Esplora-compatible regtest server with funded dev accounts.
export {
  BITCOIN_DEV_PRIVATE_KEYS,
  type BitcoinDevAccount,
  type BitcoinDevKey,
  bitcoinDevAccounts,
  ORDINAL_PATH_PREFIX,
  PAYMENT_PATH_PREFIX,
} from './accounts.ts';
export {
  type BitcoinSignedMessage,
  bip322Failure,
  legacySignatureFailure,
  verifyBitcoinMessage,
} from './bip322.ts';
export { ORDINAL_FUNDING_SATS, PAYMENT_FUNDING_SATS } from './funding.ts';
export { REGTEST_CAIP_NETWORK_ID, REGTEST_GENESIS_HASH } from './network.ts';
export { type BitcoinNode, MAX_BLOCKS_PER_MINE } from './node.ts';
export {
  type BitcoinChain,
  DEFAULT_ESPLORA_PORT,
  DEFAULT_MINE_DELAY_MS,
  type StartBitcoinChainOptions,
  startBitcoinChain,
} from './start-bitcoin-chain.ts';
export { TransactionRejectedError } from './validate-transaction.ts';
