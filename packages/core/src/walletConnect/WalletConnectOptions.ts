// The relay a WalletConnect session runs over: gangway-server's own by default, or any WalletConnect relay. Only
// what the initial bundle needs lives here; resolving the relay is in the lazy resolveRelay.ts.

/** The `walletConnect` option. Without it, the relay of the gangway-server at `apiUrl` with the Gangway projectId. */
export interface WalletConnectOptions {
  /** A WalletConnect relay (`wss://…`); the project id below goes with it. */
  relayUrl?: string;
  /** The relay's project id; with gangway-server's relay, the Gangway projectId. */
  projectId?: string;
}

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';
export const WALLET_CONNECT_NAME = 'WalletConnect';
