// What a network's node knows of a transaction sent from the widget, as its family reads it (FamilyTransfers.probe).

import type { ChainNamespace } from '@gangway/protocol';
import type { TransactionProbe } from '../adapter/FamilyTransfers.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import type { RpcReader } from '../rpc/readRpc.ts';

/** The probe of a family the widget sends in (its adapter has transfers), else undefined. */
export async function transactionProbe(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  rpc: RpcReader,
): Promise<TransactionProbe | undefined> {
  return (await getAdapter(ctx, namespace).transfers?.())?.probe(rpc);
}
