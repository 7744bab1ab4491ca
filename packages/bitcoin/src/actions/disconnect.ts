import type { Connector } from '@gangway/core';
import type { RuntimeContext } from '../runtime/RuntimeContext.ts';

/** Stops listening first (the wallet may report its accounts gone), then tells the wallet. */
export async function disconnect(ctx: RuntimeContext, params: { connector: Connector }): Promise<void> {
  ctx.untrack(params.connector.id);
  let client: ReturnType<RuntimeContext['client']>;
  try {
    client = ctx.client(params.connector);
  } catch {
    return;
  }
  await client.disconnect();
}
