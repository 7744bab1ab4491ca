// This app does not install @walletconnect/sign-client: WalletConnect is off, and nothing of it is needed to install,
// type-check and build the app.
import type { WalletConnectOptions } from '@gangway/core';

export const walletConnect: WalletConnectOptions | undefined = undefined;
