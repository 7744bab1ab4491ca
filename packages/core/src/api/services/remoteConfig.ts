// On the first open: the project's remote features and allowed origins (SPEC §6, §7).

import { OriginMatcher } from '@gangway/protocol';
import type { GangwayContext } from '../../client/GangwayContext.ts';
import { statusCategory } from '../apiFetch.ts';
import type { ApiClient } from '../client.ts';

function alertFor(ctx: GangwayContext, error: unknown): void {
  const category = statusCategory(error);
  if (category === 'RATE_LIMITED') ctx.alert.getState().show('RATE_LIMITED');
  else if (category === 'SERVER_ERROR') ctx.alert.getState().show('SERVER_ERROR');
  else if (category === 'FORBIDDEN') ctx.alert.getState().show('INVALID_APP_CONFIGURATION');
}

/** Applies remote features; on failure the local and default features stay. */
export async function syncRemoteFeatures(ctx: GangwayContext, api: ApiClient): Promise<void> {
  if (ctx.options.basic) return;
  try {
    const remote = await api.getRemoteFeatures();
    if (ctx.features.getState().applyRemote(remote))
      ctx.alert.getState().show('LOCAL_CONFIGURATION_IGNORED', 'warning');
  } catch (error) {
    alertFor(ctx, error);
  }
}

/** Checks this page's origin against the project's allowed origins; raises 'Invalid App Configuration' if absent. */
export async function checkAllowedOrigin(ctx: GangwayContext, api: ApiClient): Promise<boolean> {
  const origin = globalThis.location?.origin;
  try {
    const allowed = await api.getAllowedOrigins();
    if (!origin || new OriginMatcher(allowed).matches(origin)) return true;
    ctx.alert.getState().show('INVALID_APP_CONFIGURATION');
    return false;
  } catch (error) {
    alertFor(ctx, error);
    return false;
  }
}
