// How the Send view reads the network: through gangway-server's RPC proxy when the widget has an apiUrl and a
// projectId (SPEC §7 "Blockchain RPC per chain"), then the network's own rpcUrls; and, once a transfer is sent,
// following it until the node says how it ended, when the balances it moved are read again.
import type { CaipNetwork, ChainNamespace, Gangway } from '@gangway/core';
import {
  refreshNativeBalance,
  rpcEndpoints,
  rpcReader,
  transactionProbe,
  watchSentTransaction,
} from '@gangway/core/internal';

export async function networkEndpoints(gangway: Gangway, network: CaipNetwork): Promise<string[]> {
  const services = await gangway.services()?.catch(() => undefined);
  return rpcEndpoints(network, services?.api.rpcUrl(network.caipNetworkId));
}

/** The token balances, read past every cache; on a send the native one is read by gangway.sendTransaction itself. */
export function refreshTokenBalances(gangway: Gangway, namespace: ChainNamespace): void {
  void gangway.services()?.then((services) => services.tokenBalances.refresh(namespace, { force: true }));
}

/** The native and token balances, read past every cache: a sent transaction has settled. */
function refreshBalances(gangway: Gangway, namespace: ChainNamespace): void {
  void refreshNativeBalance(gangway, namespace, { force: true });
  refreshTokenBalances(gangway, namespace);
}

/**
 * Follows a sent transaction (watchSentTransaction.ts) and reads the balances again once it settles; families
 * without a probe stay with the history's word.
 */
export async function followSentTransaction(
  gangway: Gangway,
  network: CaipNetwork,
  id: string,
): Promise<void> {
  const rpc = rpcReader(await networkEndpoints(gangway, network));
  const probe = await transactionProbe(gangway, network.chainNamespace, rpc);
  if (probe)
    watchSentTransaction(gangway, id, probe, {
      onSettled: () => refreshBalances(gangway, network.chainNamespace),
    });
}
