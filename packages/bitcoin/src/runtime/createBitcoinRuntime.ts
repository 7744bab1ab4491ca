// The lazy half of the adapter: the shell loads this module with import() on the first action that needs it. It is
// the only module that pulls in @scure/btc-signer, the Esplora client and the wallet protocols.
import { type AdapterRuntime, type AdapterRuntimeHost, withErrorMapping } from '@gangway/core/internal';
import { DEFAULT_ACCOUNT_TYPES } from '@gangway/protocol';
import { connect, reconnect } from '../actions/connect.ts';
import { disconnect } from '../actions/disconnect.ts';
import { getNativeBalance } from '../actions/getNativeBalance.ts';
import { sendTransaction } from '../actions/sendTransaction.ts';
import { signMessage } from '../actions/signMessage.ts';
import { switchNetwork } from '../actions/switchNetwork.ts';
import type { BitcoinAdapterOptions } from '../bitcoinAdapter.ts';
import { isUserRejection } from '../wallet/walletErrors.ts';
import { createRuntimeContext } from './RuntimeContext.ts';

export function createBitcoinRuntime(
  host: AdapterRuntimeHost<'bip122'>,
  options: BitcoinAdapterOptions,
): AdapterRuntime<'bip122'> {
  const preferred =
    options.preferredAccountType ?? (DEFAULT_ACCOUNT_TYPES.bip122 === 'ordinal' ? 'ordinal' : 'payment');
  const ctx = createRuntimeContext(host, preferred);
  return withErrorMapping(
    {
      connect: (params) => connect(ctx, params),
      reconnect: (params) => reconnect(ctx, params),
      disconnect: (params) => disconnect(ctx, params),
      switchNetwork: (params) => switchNetwork(ctx, params),
      signMessage: (params) => signMessage(ctx, params),
      sendTransaction: (params) => sendTransaction(ctx, params),
      getNativeBalance: (params) => getNativeBalance(params),
    },
    {
      isRejection: isUserRejection,
      methods: {
        switchNetwork: 'switch network',
        signMessage: 'bitcoin:signMessage',
        sendTransaction: 'bitcoin:signAndSendTransaction',
        disconnect: 'disconnect',
      },
    },
  );
}
