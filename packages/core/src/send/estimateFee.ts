// The network fee of a transfer, read from the network's RPC (SPEC §4 Send shows it; "Max" keeps it): through
// gangway-server's RPC proxy when the widget has one, else the network's own endpoints (rpc/readRpc.ts). What the
// fee is made of is the family's (FamilyTransfers.estimateFee).

import { GangwayError } from '@gangway/protocol';
import type { FeeEstimate } from '../adapter/FamilyTransfers.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { rpcEndpoints, rpcReader } from '../rpc/readRpc.ts';
import type { TransferPayload } from './buildTransfer.ts';
import { familyTransfers } from './familyTransfers.ts';

export interface EstimateFeeOptions {
  /** Endpoints to read from, in order (default: the network's rpcUrls). */
  endpoints?: readonly string[];
  fetch?: typeof fetch;
}

export async function estimateFee(
  ctx: GangwayContext,
  network: CaipNetwork,
  from: string,
  transfer: TransferPayload,
  options: EstimateFeeOptions = {},
): Promise<FeeEstimate> {
  const endpoints = options.endpoints ?? rpcEndpoints(network);
  if (endpoints.length === 0) throw new GangwayError('CAIP_NETWORK_NOT_FOUND', { category: 'NETWORK_ERROR' });
  const { namespace, ...payload } = transfer;
  const family = await familyTransfers(ctx, namespace);
  return family.estimateFee(rpcReader(endpoints, options.fetch), from, payload);
}
