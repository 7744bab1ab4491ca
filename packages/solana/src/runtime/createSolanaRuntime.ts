// The lazy half of the adapter: the shell loads this module with import() on the first action that needs it. It is
// the only module that pulls in @solana/kit.
import { type AdapterRuntime, type AdapterRuntimeHost, withErrorMapping } from '@gangway/core/internal';
import { connect, reconnect } from '../actions/connect.ts';
import { disconnect } from '../actions/disconnect.ts';
import { getNativeBalance } from '../actions/getNativeBalance.ts';
import { sendTransaction, signMessage } from '../actions/signing.ts';
import { switchNetwork } from '../actions/switchNetwork.ts';
import { solanaTransfers } from '../transfer/solanaTransfers.ts';
import { isUserRejection } from '../wallet/walletErrors.ts';
import { createRuntimeContext } from './RuntimeContext.ts';

export function createSolanaRuntime(host: AdapterRuntimeHost<'solana'>): AdapterRuntime<'solana'> {
  const ctx = createRuntimeContext(host);
  return withErrorMapping(
    {
      connect: (params) => connect(ctx, params),
      reconnect: (params) => reconnect(ctx, params),
      disconnect: (params) => disconnect(ctx, params),
      switchNetwork: (params) => switchNetwork(ctx, params),
      signMessage: (params) => signMessage(ctx, params),
      sendTransaction: (params) => sendTransaction(ctx, params),
      getNativeBalance: (params) => getNativeBalance(params),
      transfers: solanaTransfers,
    },
    {
      isRejection: isUserRejection,
      methods: {
        switchNetwork: 'switch network',
        signMessage: 'solana:signMessage',
        sendTransaction: 'solana:signAndSendTransaction',
        disconnect: 'standard:disconnect',
      },
    },
  );
}
