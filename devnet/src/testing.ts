// Test helpers of other workspaces' tests: clients of the devnet's Solana and Bitcoin chains that build, sign and
// send transfers as wallets do, and a Farcaster app's side of sign-in. Node only; not part of the devnet's runtime.
export {
  balanceOf as esploraBalanceOf,
  type EsploraClient,
  esploraClient,
} from './bitcoin/esplora-client.fixture.ts';
export { type KeyKind, signedTransfer } from './bitcoin/wallet.fixture.ts';
export {
  approveFarcasterChannel,
  authenticateFarcasterChannel,
  createFarcasterChannel,
  farcasterChannelStatus,
} from './farcaster/testing.ts';
export { type KitClient, kitClient, signedTransaction, signerOf } from './solana/kit-client.fixture.ts';
export { bitcoinWalletKeys } from './wallet/bitcoin/keys.ts';
export { signBip322, signLegacy } from './wallet/bitcoin/message-signing.ts';
