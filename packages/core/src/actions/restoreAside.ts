// Multi-wallet's start-up restore of the wallets not in use: what they connect joins the namespace's connections
// while the one in use stays so, and nothing published meanwhile says otherwise (no name flickering in the button).
import type { ChainNamespace } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';

/** Runs `restore` so that whatever it connects in `namespace` is set aside, not made the one in use. */
export async function restoreAside(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  restore: () => Promise<void>,
): Promise<void> {
  ctx.lazy.restoringAside ??= new Set();
  const namespaces = ctx.lazy.restoringAside;
  namespaces.add(namespace);
  try {
    await restore();
  } finally {
    namespaces.delete(namespace);
  }
}

/** Whether a connection made now in `namespace` is set aside: restored beside the one in use, if there is one. */
export const isRestoringAside = (ctx: GangwayContext, namespace: ChainNamespace): boolean =>
  ctx.lazy.restoringAside?.has(namespace) === true;
