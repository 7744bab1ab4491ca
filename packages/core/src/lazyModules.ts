// The entries of core's lazy modules, for react's views: each an import(), so nothing they hold is in the initial
// bundle.
/** The embedded wallet's actions for the views: loaded with import() on first need, never in the initial bundle. */
export const loadEmbedded = () => import('./embedded/index.ts');
/** WalletConnect's pairing and session (and its sign-client): loaded with import() on first need. */
export const loadWalletConnect = () => import('./walletconnect.ts');
/** Sign in with a wallet: the flow, its state and the default gangway-server config; only when `siwx` is set. */
export const loadSiwx = () => import('./siwx/index.ts');
