/**
 * The WalletConnect actions (pairing and its store), loaded with import(): they ship with the other connection
 * actions, never in the initial bundle. @walletconnect/sign-client itself loads on the first pairing or restore.
 */
export const loadWalletConnect = () => import('../actions/visitorActions.ts');
export type WalletConnectActions = Awaited<ReturnType<typeof loadWalletConnect>>;
