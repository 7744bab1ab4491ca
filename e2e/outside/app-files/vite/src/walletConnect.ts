// WalletConnect as the README turns it on: the app installs @walletconnect/sign-client and passes its loader.
import type { WalletConnectOptions } from '@gangway/core';

export const walletConnect: WalletConnectOptions | undefined = {
  signClient: () => import('@walletconnect/sign-client'),
};
