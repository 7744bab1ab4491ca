// What the Gangway Phone Wallet page is given by the server that serves it (shared by Node and the page).
import type { DevWalletChain } from '../wallet/types.ts';

export const PHONE_WALLET_NAME = 'Gangway Phone Wallet';
/** Its id in the wallet directory devnet seeds. */
export const PHONE_WALLET_ID = 'gangway-phone-wallet';
export const PHONE_WALLET_CONFIG_ELEMENT = 'phone-wallet-config';

export interface PhoneWalletConfig {
  /** gangway-server's relay, `ws://…/v1/relay`. */
  relayUrl: string;
  projectId: string;
  /** The chains it holds the dev accounts on; the first is where it starts. */
  chains: readonly DevWalletChain[];
  /** devnet's Solana chain, where it holds the Solana dev accounts (CAIP-2 id and the node's RPC URL). */
  solana?: { caipNetworkId: string; rpcUrl: string };
}
