// The sign-in flow's door in the connection actions: createGangway starts it through them (pages that set `siwx`
// load those at start anyway), so the initial bundle carries no import() of the flow.
import type { GangwayContext } from '../client/GangwayContext.ts';
import { loadSiwx } from '../lazyModules.ts';

/** Loads the flow and follows the active account; resolves with the stop. */
export async function startSignIn(ctx: GangwayContext): Promise<() => void> {
  return (await loadSiwx()).startSiwx(ctx);
}
