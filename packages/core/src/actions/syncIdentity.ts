// SPEC §4 identity on connect, account change and network change. Imported with import(): statically, the identity
// module and the name schemas it shares with the names views would become chunks the initial bundle names.
import type { ChainNamespace } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';

export function syncIdentity(ctx: GangwayContext, namespace: ChainNamespace): void {
  void import('../names/identity.ts')
    .then((identity) => identity.refreshIdentity(ctx, namespace))
    .catch(() => undefined);
}
