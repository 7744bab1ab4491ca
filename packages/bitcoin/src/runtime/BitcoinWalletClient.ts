// What the actions need from a wallet, whichever protocol it speaks (Wallet Standard or sats-connect).
import type { CaipNetwork } from '@gangway/core';

export type Purpose = 'payment' | 'ordinals';

/** An address the wallet granted, as it gave it: validated by toConnection before anything uses it. */
export interface WalletAddress {
  address: string;
  publicKey: Uint8Array;
  purpose: Purpose;
}

export interface WalletGrant {
  network: CaipNetwork;
  addresses: readonly WalletAddress[];
}

export interface WalletEvents {
  addresses(addresses: readonly WalletAddress[]): void;
  network(network: CaipNetwork): void;
  disconnected(): void;
}

export interface BitcoinWalletClient {
  /** Method names for error messages. */
  readonly methods: { signMessage: string; sendTransaction: string };
  /**
   * Asks for payment and ordinals addresses on `network`, or on another of `networks` when the wallet is elsewhere;
   * CONNECTOR_UNSUPPORTED_CHAINS when it serves none of them. `silent`: never prompt, null when nothing is granted.
   */
  connect(
    network: CaipNetwork,
    networks: readonly CaipNetwork[],
    silent: boolean,
  ): Promise<WalletGrant | null>;
  /** Whether the wallet can serve `network` now (after which its addresses there are `addresses`). */
  switchTo(network: CaipNetwork): Promise<readonly WalletAddress[]>;
  /** The raw signature bytes. */
  signMessage(address: string, message: string, protocol: 'bip322' | 'ecdsa'): Promise<Uint8Array>;
  /** The wallet signs the inputs of `address` at `indexes`, finalises and broadcasts; resolves with the txid. */
  signAndSend(psbt: Uint8Array, address: string, indexes: number[], network: CaipNetwork): Promise<unknown>;
  disconnect(): Promise<void>;
  watch(networks: () => readonly CaipNetwork[], current: () => CaipNetwork, events: WalletEvents): () => void;
}
