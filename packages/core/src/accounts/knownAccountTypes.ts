import type { GangwayContext } from '../client/GangwayContext.ts';
import { EMBEDDED_CONNECTOR_ID } from '../embedded/embeddedConnectorId.ts';
import type { ConnectionAccount } from './AccountState.ts';

/**
 * A wallet's adapter reports addresses as externally owned; the embedded wallet knows which of its addresses is the
 * smart account (SPEC §6 account types), and that type is kept.
 */
export function withKnownAccountTypes<T extends readonly ConnectionAccount[]>(
  ctx: GangwayContext,
  connectorId: string,
  accounts: T,
): T {
  const known = connectorId === EMBEDDED_CONNECTOR_ID ? ctx.lazy.embedded?.user?.accounts : undefined;
  if (!known) return accounts;
  return accounts.map((account) => {
    const match = known.find((entry) => entry.address.toLowerCase() === account.address.toLowerCase());
    return match ? { ...account, type: match.type } : account;
  }) as unknown as T;
}
