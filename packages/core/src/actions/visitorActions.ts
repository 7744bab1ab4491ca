// Everything that changes a connection: loaded with import() on the first connect, switch or disconnect, when a
// stored connection is restored, or on open intent. A first visit that never opens the modal loads none of it.

export { startSignIn } from '../siwx/startSignIn.ts';
export { forgetStoredConnection, persistConnections } from '../storage/persistConnections.ts';
export { clearNamespace } from './clearNamespace.ts';
export { connect } from './connect.ts';
export { disconnect } from './disconnect.ts';
export { handleAdapterEvent } from './handleAdapterEvent.ts';
export { disconnectConnection, forgetConnection, switchConnection } from './multiWallet.ts';
export { refreshNativeBalance } from './nativeBalance.ts';
export { switchNetwork } from './switchNetwork.ts';
export { syncOnStartup } from './syncOnStartup.ts';
export { sendTransaction, signMessage } from './walletRequests.ts';
