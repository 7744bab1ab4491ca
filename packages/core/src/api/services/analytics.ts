// Analytics events to gangway-server: sent only when the integrator turned the local feature on and the project
// has analytics enabled. Error events are throttled; a 403 raises the invalid-configuration alert once.

import { ANALYTICS_MAX_PROPS_BYTES, ERROR_EVENT_THROTTLE, GangwayError, jsonBytes } from '@gangway/protocol';
import type { GangwayContext } from '../../client/GangwayContext.ts';
import { ApiHttpError } from '../apiFetch.ts';
import type { ApiClient } from '../client.ts';

export interface Analytics {
  track(event: string, properties?: Readonly<Record<string, unknown>>): void;
  reportError(error: unknown): void;
}

type EventProps = Parameters<ApiClient['sendEvent']>[0]['props'];

/** An error's message takes at most this much of the event; its stack trace what is left. */
const ERROR_MESSAGE_CHARS = 512;

/** The props with as much of the stack trace as fits in ANALYTICS_MAX_PROPS_BYTES (the server refuses more). */
function withStackTrace(props: EventProps, stack: string | undefined): EventProps {
  if (!stack) return props;
  // The key and quotes add about 16 bytes; a character takes up to 6 bytes of JSON.
  let room = ANALYTICS_MAX_PROPS_BYTES - jsonBytes(props) - 16;
  while (room > 0) {
    const fitted = { ...props, stackTrace: stack.slice(0, room) };
    if (jsonBytes(fitted) <= ANALYTICS_MAX_PROPS_BYTES) return fitted;
    room = Math.floor(room / 2);
  }
  return props;
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
      send(
        withStackTrace(
          {
            type: 'error',
            event: category,
            errorType: (error instanceof Error ? error.name : typeof error).slice(0, 256),
            errorMessage: (error instanceof Error ? error.message : String(error)).slice(
              0,
              ERROR_MESSAGE_CHARS,
            ),
          },
          error instanceof Error ? error.stack : undefined,
        ),
      );
    },
  };
}
