// The host app's way to sign and send through whatever wallet is connected, in any family.

import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import type { SignatureResults, TransactionPayloads, TransactionResults } from '../adapter/ChainAdapter.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import type { Connector } from '../connectors/Connector.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { namespaceState, selectAddress } from '../stores/connectionStore.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { refreshNativeBalance } from './nativeBalance.ts';

/** In the namespace given, or the active one. */
export interface NamespaceParam<N extends ChainNamespace> {
  namespace?: N;
}
export type SendTransactionParams<N extends ChainNamespace> = NamespaceParam<N> & TransactionPayloads[N];

export interface ConnectedWallet {
  namespace: ChainNamespace;
  connector: Connector;
  address: string;
  network: CaipNetwork;
}

/** The namespace's connected wallet on its active network, or 'Please call connect() before request()'. */
export function connectedWallet(ctx: GangwayContext, namespace: ChainNamespace | undefined): ConnectedWallet {
  const state = ctx.connections.getState();
  const target = namespace ?? state.activeNamespace;
  const { status, current, chain } = namespaceState(state, target);
  const address = selectAddress(state, target);
  const connector =
    current === undefined ? undefined : findConnector(ctx.connectors.getState(), current, target);
  if (status !== 'connected' || !address || !connector || !chain) {
    throw new GangwayError('CONNECT_BEFORE_REQUEST', { category: 'WALLET_ERROR' });
  }
  if (chain.unsupported) throw new GangwayError('CHAIN_NOT_SUPPORTED', { category: 'WALLET_ERROR' });
  return { namespace: target, connector, address, network: chain };
}

/** Asks the connected wallet to sign `message` with its address (SPEC §7: personal_sign, solana_signMessage, …). */
export function signMessage<N extends ChainNamespace>(
  ctx: GangwayContext,
  params: NamespaceParam<N> & { message: string },
): Promise<SignatureResults[N]> {
  const { namespace, connector, address } = connectedWallet(ctx, params.namespace);
  return getAdapter(ctx, namespace).signMessage({
    connector,
    address,
    message: params.message,
  }) as Promise<SignatureResults[N]>;
}

/** Sends through the connected wallet on the active network; the native balance is refreshed after (SPEC §4). */
export async function sendTransaction<N extends ChainNamespace>(
  ctx: GangwayContext,
  params: SendTransactionParams<N>,
): Promise<TransactionResults[N]> {
  const { namespace, connector, address, network } = connectedWallet(ctx, params.namespace);
  const { namespace: _omitted, ...payload } = params;
  const result = await getAdapter(ctx, namespace).sendTransaction({
    ...payload,
    connector,
    network,
    from: address,
  } as never);
  void refreshNativeBalance(ctx, namespace, { force: true });
  return result as TransactionResults[N];
}
