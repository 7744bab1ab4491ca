// The lazy half of the adapter: the entry loads this module with import() on the first action that needs wagmi or
// viem. It is the only module that pulls them in.
import { type AdapterRuntime, withErrorMapping } from '@gangway/core/internal';
import { connect } from '../actions/connect.ts';
import { disconnect } from '../actions/disconnect.ts';
import { getNativeBalance } from '../actions/getNativeBalance.ts';
import { reconnect } from '../actions/reconnect.ts';
import { sendTransaction } from '../actions/sendTransaction.ts';
import { signMessage } from '../actions/signMessage.ts';
import { switchNetwork } from '../actions/switchNetwork.ts';
import { evmTransfers } from '../transfer/evmTransfers.ts';
import type { RuntimeHost } from '../types.ts';
import { isUserRejection } from '../wallet/walletErrors.ts';
import { createRuntimeContext } from './RuntimeContext.ts';

export type EvmRuntime = AdapterRuntime<'eip155'>;

export function createEvmRuntime(host: RuntimeHost): EvmRuntime {
  const ctx = createRuntimeContext(host);
  return withErrorMapping(
    {
      connect: (params) => connect(ctx, params),
      reconnect: (params) => reconnect(ctx, params),
      disconnect: (params) => disconnect(ctx, params),
      switchNetwork: (params) => switchNetwork(ctx, params),
      signMessage: (params) => signMessage(ctx, params),
      sendTransaction: (params) => sendTransaction(ctx, params),
      getNativeBalance: (params) => getNativeBalance(ctx, params),
      transfers: evmTransfers,
    },
    {
      isRejection: isUserRejection,
      methods: {
        switchNetwork: 'wallet_switchEthereumChain',
        signMessage: 'personal_sign',
        sendTransaction: 'eth_sendTransaction',
        disconnect: 'wallet_revokePermissions',
      },
    },
  );
}
