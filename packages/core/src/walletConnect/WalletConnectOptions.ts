// The `walletConnect` option: WalletConnect's client, which the app loads, and the relay a session runs over
// (gangway-server's own by default, or any WalletConnect relay). Only what the initial bundle needs lives here;
// resolving the relay is in the lazy resolveRelay.ts.
import type { SignClientLoader } from './SignClientModule.ts';

/** The `walletConnect` option. Without it (or without `signClient`), WalletConnect is off. */
export interface WalletConnectOptions {
  /**
   * Loads WalletConnect's client, which the app installs: `() => import('@walletconnect/sign-client')`. Called on
   * the first pairing or restore only, so it stays out of the bytes before the first click.
   */
  signClient?: SignClientLoader;
  /** A WalletConnect relay (`wss://…`); the project id below goes with it. By default gangway-server's at `apiUrl`. */
  relayUrl?: string;
  /** The relay's project id; with gangway-server's relay, the Gangway projectId. */
  projectId?: string;
}

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';
export const WALLET_CONNECT_NAME = 'WalletConnect';

/**
 * Whether the widget offers WalletConnect: the app passed its client's loader, and a relay is named or implied by
 * `apiUrl` (gangway-server's).
 */
export function offersWalletConnect(options: {
  apiUrl?: string | undefined;
  projectId?: string | undefined;
  walletConnect?: WalletConnectOptions | undefined;
}): boolean {
  const walletConnect = options.walletConnect;
  return Boolean(
    walletConnect?.signClient && (walletConnect.relayUrl || (options.apiUrl && options.projectId)),
  );
}
