// Analytics events to gangway-server: sent only when the integrator turned the local feature on and the project
// has analytics enabled. Error events are throttled; a 403 raises the invalid-configuration alert once.
import type { GangwayContext } from '../../client/GangwayContext.ts';
import { ERROR_EVENT_THROTTLE } from '../../constants.ts';
import { GangwayError } from '../../errors/GangwayError.ts';
import type { ApiClient } from '../client.ts';
import { ApiHttpError } from '../http.ts';

export interface Analytics {
  track(event: string, properties?: Readonly<Record<string, unknown>>): void;
  reportError(error: unknown): void;
}

function eventId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function createAnalytics(
  ctx: GangwayContext,
  api: ApiClient,
  now: () => number = Date.now,
): Analytics {
  let enabled: Promise<boolean> | undefined;
  let forbiddenShown = false;
  const recentErrors: number[] = [];

  const isEnabled = () => {
    if (!ctx.features.getState().local.analytics) return Promise.resolve(false);
    enabled ??= api.isAnalyticsEnabled();
    return enabled;
  };
  const send = (props: Parameters<ApiClient['sendEvent']>[0]['props']) => {
    void isEnabled().then(async (on) => {
      if (!on) return;
      const location = globalThis.location;
      try {
        await api.sendEvent({
          eventId: eventId(),
          url: location?.href ?? 'about:blank',
          domain: location?.hostname || 'unknown',
          timestamp: now(),
          props,
        });
      } catch (error) {
        if (error instanceof ApiHttpError && error.status === 403 && !forbiddenShown) {
          forbiddenShown = true;
          ctx.alert.getState().show('INVALID_APP_CONFIGURATION');
        }
      }
    });
  };

  return {
    track: (event, properties) =>
      send({ type: 'track', event, ...(properties ? { properties: { ...properties } } : {}) }),
    reportError: (error) => {
      const t = now();
      while (recentErrors.length > 0 && t - (recentErrors[0] ?? 0) >= ERROR_EVENT_THROTTLE.windowMs)
        recentErrors.shift();
      if (recentErrors.length >= ERROR_EVENT_THROTTLE.count) return;
      recentErrors.push(t);
      const category = error instanceof GangwayError ? error.category : 'INTERNAL_SDK_ERROR';
      send({
        type: 'error',
        event: category,
        errorType: error instanceof Error ? error.name : typeof error,
        errorMessage: (error instanceof Error ? error.message : String(error)).slice(0, 4_096),
        ...(error instanceof Error && error.stack ? { stackTrace: error.stack.slice(0, 16_384) } : {}),
      });
    },
  };
}
