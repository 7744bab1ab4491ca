import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import type { FamilyTransfers } from '../adapter/FamilyTransfers.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';

/** The Send support of the namespace's adapter; CHAIN_NOT_SUPPORTED in a family the widget does not send in. */
export async function familyTransfers(
  ctx: GangwayContext,
  namespace: ChainNamespace,
): Promise<FamilyTransfers> {
  const family = await getAdapter(ctx, namespace).transfers?.();
  if (!family) throw new GangwayError('CHAIN_NOT_SUPPORTED', { category: 'WALLET_ERROR' });
  return family;
}
