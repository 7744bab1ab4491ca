import type { CaipNetwork, Connector } from '@gangway/core';
import type { AdapterConnection } from '@gangway/core/internal';
import type { RuntimeContext } from '../runtime/RuntimeContext.ts';

/** Asks for payment and ordinals addresses; the connection is on the network the wallet serves among those asked. */
export async function connect(
  ctx: RuntimeContext,
  params: { connector: Connector; network: CaipNetwork },
): Promise<AdapterConnection> {
  const grant = await ctx.client(params.connector).connect(params.network, ctx.host.networks(), false);
  // A prompting connect always grants or throws.
  const connection = ctx.connection(params.connector, grant!.network, grant!.addresses);
  ctx.track(params.connector, grant!.network);
  return connection;
}

/**
 * Restores without a prompt: Wallet Standard wallets by the accounts already granted, sats-connect providers only
 * when wallet_getCurrentPermissions shows a permission. Null when nothing is granted or the wallet is gone.
 */
export async function reconnect(
  ctx: RuntimeContext,
  params: { connector: Connector; network: CaipNetwork },
): Promise<AdapterConnection | null> {
  let client: ReturnType<RuntimeContext['client']>;
  try {
    client = ctx.client(params.connector);
  } catch {
    return null;
  }
  const grant = await client.connect(params.network, ctx.host.networks(), true);
  if (!grant) return null;
  const connection = ctx.connection(params.connector, grant.network, grant.addresses);
  ctx.track(params.connector, grant.network);
  return connection;
}
