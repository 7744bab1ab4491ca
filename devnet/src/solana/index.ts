// The devnet's Solana chain: a litesvm ledger behind a JSON-RPC and WebSocket node on loopback.

export { describeSolanaChain } from './describe-solana-chain.ts';
export {
  FAUCET_KEY_LABEL,
  LAMPORTS_PER_SOL,
  SOL_PER_ACCOUNT,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_FAUCET,
  SOLANA_MINTS,
  type SolanaDevAccount,
  type SolanaMintDefinition,
  type SolanaMintKey,
} from './dev-keys.ts';
export {
  DEFAULT_SOLANA_PORT,
  type SolanaDevAccountWithTokens,
  type SolanaDevnetChain,
  type StartSolanaChainOptions,
  startSolanaChain,
} from './start-solana-chain.ts';
