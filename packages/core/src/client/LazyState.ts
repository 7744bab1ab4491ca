// The per-instance state that the lazy modules own, in one place a reader finds from the context. Each part is made
// on first need by the module named beside it, so the bytes before the first click carry none of it; every copy
// of the context (the Gangway object spreads it) shares this one object, so they all find the same part.
import type { SentTransactionsStore } from '../activity/sentTransactions.ts';
import type { EmbeddedInstance } from '../embedded/embeddedSession.ts';
import type { SendStore } from '../send/sendState.ts';
import type { SiwxInstance } from '../siwx/siwxFlow.ts';
import type { PairingStore } from '../walletConnect/pairingStore.ts';
import type { RelayStatusStore } from '../walletConnect/relayStatus.ts';
import type { WalletConnectInstance } from '../walletConnect/walletConnectSession.ts';

export interface LazyState {
  /** SPEC §3 Send state (send/sendState.ts: sendStore). */
  send?: SendStore;
  /** Transactions sent from the widget, until the history has them (activity/sentTransactions.ts). */
  sentTransactions?: SentTransactionsStore;
  /** The embedded wallet: frame client, transaction stack, providers, user (embedded/embeddedSession.ts). */
  embedded?: EmbeddedInstance;
  /** The WalletConnect session: sign client, topic, the families' bridges (walletConnect/walletConnectSession.ts). */
  walletConnect?: WalletConnectInstance;
  /** The WalletConnect pairing on screen (walletConnect/pairingStore.ts: pairingStoreOf). */
  pairing?: PairingStore;
  /** Whether the WalletConnect session's relay connection is up (walletConnect/relayStatus.ts: relayStatusOf). */
  relayStatus?: RelayStatusStore;
  /** Sign in with a wallet: its state and config (siwx/siwxFlow.ts: siwxOf). */
  siwx?: SiwxInstance;
}
