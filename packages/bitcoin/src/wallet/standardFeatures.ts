// The Wallet Standard bitcoin features (github.com/ExodusMovement/bitcoin-wallet-standard) the adapter uses.
// Type-only, apart from the names: importing this module adds a few bytes.
import type { WalletAccount } from '@wallet-standard/base';
import { CONNECT_FEATURE } from './standardDiscovery.ts';

export const FEATURES = {
  connect: CONNECT_FEATURE,
  signMessage: 'bitcoin:signMessage',
  signTransaction: 'bitcoin:signTransaction',
  signAndSendTransaction: 'bitcoin:signAndSendTransaction',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
} as const;

export type AddressPurpose = 'payment' | 'ordinals';

export interface ConnectFeature {
  readonly version: string;
  connect(input: { purposes: AddressPurpose[] }): Promise<{ readonly accounts: readonly WalletAccount[] }>;
}
export interface SignMessageFeature {
  readonly version: string;
  /** `protocol` is Gangway's addition: wallets that ignore it sign as they see fit for the address. */
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: 'ecdsa' | 'bip322' }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>;
}
export interface TransactionInput {
  psbt: Uint8Array;
  inputsToSign: { account: WalletAccount; signingIndexes: number[] }[];
  chain: string;
}
export interface SignAndSendTransactionFeature {
  readonly version: string;
  signAndSendTransaction(...inputs: TransactionInput[]): Promise<readonly { txId: string }[]>;
}
export interface DisconnectFeature {
  readonly version: string;
  disconnect(): Promise<void>;
}
export interface EventsFeature {
  readonly version: string;
  on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void;
}
