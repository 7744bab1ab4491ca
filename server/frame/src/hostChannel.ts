// The frame's side of the postMessage channel: one host origin, fixed at start (the embedder, which must be one
// of the project's allowed origins), messages accepted only from the parent window at that origin, replies
// posted only to it.
import {
  FRAME_CHANNEL,
  type FrameError,
  type FrameEventName,
  type FrameRequest,
  isFrameChannel,
  OriginMatcher,
  parseFrameRequest,
  RPC_ERROR_CODES,
} from '@gangway/protocol';

export interface HostChannel {
  readonly hostOrigin: string;
  event(name: FrameEventName): void;
  reply(id: string, result: unknown): void;
  fail(id: string, error: FrameError): void;
  /** Starts listening; returns a function that stops. */
  listen(onRequest: (request: FrameRequest) => void, onInvalid?: (reason: string) => void): () => void;
}

/** The embedding page's origin as the browser reports it (not as the page claims). */
export function embedderOrigin(window: Window): string | undefined {
  if (window.parent === window) return undefined;
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return window.document.referrer ? new URL(window.document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Null when the frame is not embedded, or embedded by an origin the project does not allow. */
export function openHostChannel(window: Window, allowedOrigins: readonly string[]): HostChannel | null {
  const hostOrigin = embedderOrigin(window);
  if (!hostOrigin || hostOrigin === 'null' || !new OriginMatcher(allowedOrigins).matches(hostOrigin))
    return null;
  const post = (message: object) =>
    window.parent.postMessage({ channel: FRAME_CHANNEL, ...message }, hostOrigin);
  return {
    hostOrigin,
    event: (event) => post({ kind: 'event', event }),
    reply: (id, result) => post({ kind: 'reply', id, ok: true, result }),
    fail: (id, error) => post({ kind: 'reply', id, ok: false, error }),
    listen(onRequest, onInvalid) {
      const handler = (event: MessageEvent) => {
        if (event.origin !== hostOrigin || event.source !== window.parent) return;
        if (!isFrameChannel(event.data)) return;
        const parsed = parseFrameRequest(event.data);
        if (parsed.ok) return onRequest(parsed.request);
        onInvalid?.(parsed.reason);
        if (parsed.id)
          post({
            kind: 'reply',
            id: parsed.id,
            ok: false,
            error: { message: parsed.reason, code: RPC_ERROR_CODES.INVALID_PARAMS },
          });
      };
      window.addEventListener('message', handler);
      return () => window.removeEventListener('message', handler);
    },
  };
}
