// One Safe{Wallet} parent, spoken to over window.postMessage: each request goes to the parent's exact origin (never
// '*'), and a reply counts only from that window and that origin. A malformed reply rejects its request with a clear
// error; messages that are not replies to us are ignored.
import { type ErrorCode, GangwayError } from '@gangway/protocol';
import { parseReply, replyId, type SafeMethod, type SafeReply, safeRequest } from './safeMessages.ts';

export interface SafeChannel {
  readonly origin: string;
  /** Sends one request; resolves with the reply's data, rejects with the Safe's error message or a bad reply. */
  request(method: SafeMethod, params: unknown): Promise<unknown>;
}

/** Where the page's messages come from and go to: the real window, or a stand-in in unit tests. */
export interface SafeFrameSide {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** The origins of the frames around this one, parent first, where the browser tells (not Firefox). */
  location?: { ancestorOrigins?: ArrayLike<string> };
}

/** A Safe's refusal: its error text, kept for the provider to turn into an EIP-1193 error. */
export class SafeReplyError extends Error {
  override readonly name = 'SafeReplyError';
}

function settle(reply: SafeReply): unknown {
  if (!reply.success) throw new SafeReplyError(reply.error);
  return reply.data;
}

/**
 * Asks every trusted origin at once (postMessage drops a message whose target origin is not the parent's, so only
 * the real parent hears it) and resolves with the origin that answered and its reply; undefined when none did.
 */
export function handshake(
  side: SafeFrameSide,
  origins: readonly string[],
  method: SafeMethod,
  timeoutMs: number,
): Promise<{ origin: string; data: unknown } | undefined> {
  const request = safeRequest(method, undefined);
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      side.removeEventListener('message', onMessage);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== side.parent || !origins.includes(event.origin)) return;
      if (replyId(event.data) !== request.id) return;
      done();
      try {
        resolve({ origin: event.origin, data: settle(parseReply(event.data)) });
      } catch (error) {
        reject(error);
      }
    };
    const timer = setTimeout(() => {
      done();
      resolve(undefined);
    }, timeoutMs);
    side.addEventListener('message', onMessage);
    for (const origin of origins) side.parent.postMessage(request, origin);
  });
}

export function openSafeChannel(side: SafeFrameSide, origin: string): SafeChannel {
  const pending = new Map<string, { resolve: (data: unknown) => void; reject: (error: unknown) => void }>();
  side.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== side.parent || event.origin !== origin) return;
    const id = replyId(event.data);
    const waiting = id === undefined ? undefined : pending.get(id);
    if (!waiting || id === undefined) return;
    pending.delete(id);
    try {
      waiting.resolve(settle(parseReply(event.data)));
    } catch (error) {
      waiting.reject(error);
    }
  });
  return {
    origin,
    request(method, params) {
      const request = safeRequest(method, params);
      return new Promise((resolve, reject) => {
        pending.set(request.id, { resolve, reject });
        try {
          side.parent.postMessage(request, origin);
        } catch (cause) {
          pending.delete(request.id);
          const code: ErrorCode = 'WALLET_REQUEST_FAILED';
          reject(new GangwayError(code, { method, reason: String(cause) }, { category: 'WALLET_ERROR' }));
        }
      });
    },
  };
}
