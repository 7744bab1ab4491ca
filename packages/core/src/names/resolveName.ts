// Send to a name (SPEC §3 Send state: receiverProfileName): the registry's forward lookup gives the address.
import { coinTypeOf, type NameRecord } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { namesApi } from './namesApi.ts';

/** Whether the receiver a visitor typed is a name to look up rather than an address. */
export const looksLikeName = (value: string) => /^[^\s.]{1,63}(\.[^\s.]{1,63})+$/u.test(value.trim());

/** The address `name` names for the EVM chain `chainId` (its coin type first, else its other address); undefined for none. */
export async function resolveName(
  ctx: GangwayContext,
  name: string,
  chainId: number,
): Promise<string | undefined> {
  const api = namesApi(ctx);
  if (!api) return undefined;
  let record: NameRecord;
  try {
    record = await api.forward(name.trim());
  } catch (error) {
    if ((error as { status?: number }).status === 404 || (error as { status?: number }).status === 400)
      return undefined;
    throw error;
  }
  const addresses = record.addresses;
  return (addresses[String(coinTypeOf(chainId))] ?? Object.values(addresses)[0])?.address;
}
