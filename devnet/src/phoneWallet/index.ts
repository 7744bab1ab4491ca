export { buildPhoneWalletBundle, ensurePhoneWalletBundle, phoneWalletBundlePath } from './bundle.ts';
export { PHONE_WALLET_ID, PHONE_WALLET_NAME, type PhoneWalletConfig } from './config.ts';
export { addPhoneWalletToDirectory } from './directoryEntry.ts';
export { type RunningPhoneWallet, startPhoneWallet } from './server.ts';
