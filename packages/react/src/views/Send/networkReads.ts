// How the Send view reads the network: through gangway-server's RPC proxy when the widget has an apiUrl and a
// projectId (SPEC §7 "Blockchain RPC per chain"), then the network's own rpcUrls; and, once a transfer is sent,
// following it until the node says how it ended.
import type { CaipNetwork, Gangway } from '@gangway/core';
import { rpcEndpoints, rpcReader, transactionProbe, watchSentTransaction } from '@gangway/core/internal';

export async function networkEndpoints(gangway: Gangway, network: CaipNetwork): Promise<string[]> {
  const services = await gangway.services()?.catch(() => undefined);
  return rpcEndpoints(network, services?.api.rpcUrl(network.caipNetworkId));
}

/** Follows a sent transaction (watchSentTransaction.ts); families without a probe stay with the history's word. */
export async function followSentTransaction(
  gangway: Gangway,
  network: CaipNetwork,
  id: string,
): Promise<void> {
  const rpc = rpcReader(await networkEndpoints(gangway, network));
  const probe = await transactionProbe(gangway, network.chainNamespace, rpc);
  if (probe) watchSentTransaction(gangway, id, probe);
}
