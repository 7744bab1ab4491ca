// The Wallet Standard features the adapter uses, as their specifications define them. Type-only, apart from the
// names: importing this module adds a few bytes.
import type { Wallet, WalletAccount } from '@wallet-standard/base';

export const FEATURES = {
  connect: 'standard:connect',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
  signMessage: 'solana:signMessage',
  signTransaction: 'solana:signTransaction',
  signAndSendTransaction: 'solana:signAndSendTransaction',
} as const;

export interface ConnectFeature {
  readonly version: string;
  connect(input?: { silent?: boolean }): Promise<{ readonly accounts: readonly WalletAccount[] }>;
}
export interface DisconnectFeature {
  readonly version: string;
  disconnect(): Promise<void>;
}
export interface EventsFeature {
  readonly version: string;
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly WalletAccount[]; chains?: readonly string[] }) => void,
  ): () => void;
}
export interface SignMessageFeature {
  readonly version: string;
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>;
}
export interface SignAndSendTransactionFeature {
  readonly version: string;
  signAndSendTransaction(
    ...inputs: {
      account: WalletAccount;
      chain: string;
      transaction: Uint8Array;
      options?: {
        skipPreflight?: boolean;
        preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
        maxRetries?: number;
        minContextSlot?: number;
      };
    }[]
  ): Promise<readonly { signature: Uint8Array }[]>;
}

/** A wallet that can connect and sign on Solana: what discovery lists. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    FEATURES.connect in wallet.features &&
    (FEATURES.signMessage in wallet.features || FEATURES.signAndSendTransaction in wallet.features)
  );
}
