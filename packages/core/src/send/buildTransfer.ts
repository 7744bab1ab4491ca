// The sendTransaction payload of a token transfer, as the token's family builds it (FamilyTransfers.transfer).

import type { ChainNamespace, TokenBalance } from '@gangway/protocol';
import { parseCaipAddress } from '@gangway/protocol';
import type { TransactionPayloads } from '../adapter/ChainAdapter.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { familyTransfers } from './familyTransfers.ts';
import { isNativeToken } from './validateSend.ts';

/** A payload for Gangway.sendTransaction: the family's transfer, with its namespace. */
export type TransferPayload<N extends ChainNamespace = ChainNamespace> = {
  [K in N]: { namespace: K } & TransactionPayloads[K];
}[N];

export async function buildTransfer(
  ctx: GangwayContext,
  token: TokenBalance,
  receiver: string,
  amount: bigint,
): Promise<TransferPayload> {
  const { namespace, address } = parseCaipAddress(token.address);
  const family = await familyTransfers(ctx, namespace);
  const transfer = family.transfer(receiver.trim(), amount, isNativeToken(token) ? undefined : address);
  return { namespace, ...transfer } as TransferPayload;
}
