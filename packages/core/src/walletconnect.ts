// The WalletConnect pairing and session, loaded by loadWalletConnect() (internal.ts) with import():
// nothing here belongs in the bytes before the first click, and the app's @walletconnect/sign-client loads from it
// (the `walletConnect.signClient` loader) on the first pairing or restore.
export type { PairingState, PairingStatus, PairingStore } from './walletConnect/pairingStore.ts';
export { pairingStoreOf } from './walletConnect/pairingStore.ts';
export { type RelayStatus, relayStatusOf } from './walletConnect/relayStatus.ts';
export { RELAY_PATH, type RelayTarget, resolveRelay } from './walletConnect/resolveRelay.ts';
export { createSolanaSessionWallet, type SolanaSessionWallet } from './walletConnect/solanaSessionWallet.ts';
export { pairWalletConnect } from './walletConnect/walletConnectSession.ts';
