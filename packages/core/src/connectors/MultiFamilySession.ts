import type { ChainNamespace } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';

/**
 * A connector whose one session serves several families at once (SPEC §4: the wallet-connect and auth connectors;
 * later multi-wallet, Farcaster, the Safe). Its connectors carry `connectorId` in every family the session grants.
 * Start-up sync restores through it instead of an adapter, and Disconnect ends it once, for every family it carried.
 * The registry is actions/multiFamilySessions.ts.
 */
export interface MultiFamilySession {
  readonly connectorId: string;
  /**
   * SPEC §4 start-up sync of `namespace`, whose stored connector is this one: connects it through the stored session
   * without a prompt, or throws (start-up sync then clears the namespace and forgets what was stored).
   */
  restore(ctx: GangwayContext, namespace: ChainNamespace): Promise<void>;
  /** Ends the session on both sides, after the adapters have let go of its connectors. */
  end(ctx: GangwayContext): Promise<void>;
}
