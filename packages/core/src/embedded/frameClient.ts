// Core's side of the embedded-wallet frame (SPEC §4, §7, §9): the hidden iframe, ready on its ready signal plus
// IFRAME_READY_DELAY_MS, every call with a random id answered by a matching reply, replies accepted only from the
// frame's window at the frame's origin and only when they pass the schemas. Loaded with import() only.

import {
  EmbeddedWalletError,
  FRAME_CHANNEL,
  FRAME_FAILURES,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_RESULTS,
  type FrameEventName,
  type FrameMethod,
  type FrameParams,
  type FrameResult,
  FrameToHostSchema,
  IFRAME_LOAD_TIMEOUT_MS,
  IFRAME_READY_DELAY_MS,
  isFrameChannel,
  SIGN_OUT_TIMEOUT_MS,
} from '@gangway/protocol';
import * as z from 'zod/mini';
import type { FrameDock } from './frameDock.ts';

/** The slot the frame takes in the modal's shadow root when it lives in the modal's element (frameDock.ts). */
export const FRAME_SLOT = 'gangway-frame';

/** The frame's accessible name: a screen reader announces it on entering the approval. */
export const FRAME_TITLE = 'Embedded wallet approval';

/** Calls without a deadline: an RPC request waits for the visitor's approval as long as it takes. */
const UNTIMED: readonly FrameMethod[] = ['rpcRequest'];
const TIMEOUTS: Partial<Record<FrameMethod, number>> = { signOut: SIGN_OUT_TIMEOUT_MS };

/** Where the frame shows, in viewport pixels: the ApproveTransaction view's frame area. */
export interface FrameArea {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** What the client needs of the page; the browser's by default, a fake in tests. */
export interface FrameEnvironment {
  /** Adds the hidden iframe at `src`; returns the window messages go to and a way to place, focus or remove it. */
  mount(src: string): {
    target: { postMessage(message: unknown, targetOrigin: string): void };
    /** The frame's window as message events name it (event.source). */
    source(): unknown;
    /** Shows the frame over `area`, or hides it (null). */
    place(area: FrameArea | null): void;
    focus(): void;
    remove(): void;
  };
  listen(handler: (event: { origin: string; source: unknown; data: unknown }) => void): () => void;
  randomId(): string;
}

export interface FrameClient {
  /** The frame's origin: gangway-server's, where its social callback page is too. */
  readonly origin: string;
  /** Resolves once the frame signalled ready and IFRAME_READY_DELAY_MS passed; rejects with iframe_load_failed. */
  readonly ready: Promise<void>;
  request<M extends FrameMethod>(method: M, params: FrameParams<M>): Promise<FrameResult<M>>;
  on(event: FrameEventName, listener: () => void): () => void;
  /** Rejects every call still waiting (their replies are ignored from then on). */
  rejectPending(error: Error): void;
  /** Pending calls, for the transaction stack's limit. */
  readonly pendingCount: number;
  /** The frame has a request waiting for the visitor (between approvalShow and approvalHide). */
  readonly approvalPending: boolean;
  /**
   * Where the frame may show (the ApproveTransaction view's area), or null: it shows only there and only while an
   * approval is pending, so it never covers the host page on its own.
   */
  place(area: FrameArea | null): void;
  /** Moves keyboard focus into the frame (its Reject button). */
  focus(): void;
  destroy(): void;
}

/**
 * The browser's frame: put into `dock` (the modal's element, slotted into ApproveTransaction's frame area, so it is
 * part of the dialog's tree), or laid over the page (position: fixed over the area) when there is none.
 */
export function browserFrameEnvironment(document: Document, dock?: FrameDock): FrameEnvironment {
  return {
    mount(src) {
      const iframe = document.createElement('iframe');
      iframe.src = src;
      iframe.title = FRAME_TITLE;
      iframe.dataset.gangwayFrame = '';
      const parent = dock?.();
      if (parent) iframe.slot = FRAME_SLOT;
      const style = (area: FrameArea | null) => {
        iframe.style.cssText = !area
          ? 'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none'
          : parent
            ? 'display:block;width:100%;height:100%;border:0;border-radius:12px'
            : `position:fixed;z-index:2147483647;top:${area.top}px;left:${area.left}px;width:${area.width}px;height:${area.height}px;border:0;border-radius:12px;display:block`;
        iframe.toggleAttribute('aria-hidden', !area);
        iframe.tabIndex = area ? 0 : -1;
      };
      style(null);
      (parent ?? document.body).appendChild(iframe);
      return {
        target: {
          postMessage: (message, targetOrigin) => iframe.contentWindow?.postMessage(message, targetOrigin),
        },
        source: () => iframe.contentWindow,
        place: style,
        focus: () => iframe.focus(),
        remove: () => iframe.remove(),
      };
    },
    listen(handler) {
      const view = document.defaultView;
      const listener = (event: MessageEvent) =>
        handler({ origin: event.origin, source: event.source, data: event.data });
      view?.addEventListener('message', listener);
      return () => view?.removeEventListener('message', listener);
    },
    randomId: () => crypto.randomUUID(),
  };
}

export function createFrameClient(params: {
  src: string;
  environment: FrameEnvironment;
  /** SPEC §8 iframe_load_failed / iframe_request_timeout: the host raises its alert. */
  onFailure?(failure: keyof typeof FRAME_FAILURES): void;
  /** A message that claimed our channel but failed the checks (logged, never acted on). */
  onInvalid?(reason: string): void;
}): FrameClient {
  const { environment } = params;
  const frameOrigin = new URL(params.src).origin;
  const mounted = environment.mount(params.src);
  const pending = new Map<
    string,
    {
      method: FrameMethod;
      resolve(value: unknown): void;
      reject(error: Error): void;
      timer?: ReturnType<typeof setTimeout>;
    }
  >();
  const listeners = new Map<FrameEventName, Set<() => void>>();
  let approvalPending = false;
  let area: FrameArea | null = null;
  const show = () => mounted.place(approvalPending ? area : null);
  const fail = (failure: keyof typeof FRAME_FAILURES) => {
    params.onFailure?.(failure);
    return new EmbeddedWalletError(FRAME_FAILURES[failure], { failure });
  };

  let signalReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(fail('iframe_load_failed')), IFRAME_LOAD_TIMEOUT_MS);
    signalReady = () => {
      clearTimeout(timer);
      setTimeout(resolve, IFRAME_READY_DELAY_MS);
    };
  });
  ready.catch(() => undefined);

  const stopListening = environment.listen((event) => {
    if (event.origin !== frameOrigin || event.source !== mounted.source()) return;
    if (!isFrameChannel(event.data)) return;
    const parsed = z.safeParse(FrameToHostSchema, event.data);
    if (!parsed.success) return params.onInvalid?.(z.prettifyError(parsed.error));
    const message = parsed.data;
    if (message.kind === 'event') {
      if (message.event === 'ready') signalReady();
      if (message.event === 'approvalShow' || message.event === 'approvalHide') {
        approvalPending = message.event === 'approvalShow';
        show();
      }
      for (const listener of listeners.get(message.event) ?? []) listener();
      return;
    }
    const call = pending.get(message.id);
    if (!call) return params.onInvalid?.(`No call waits for reply ${message.id}`);
    pending.delete(message.id);
    clearTimeout(call.timer);
    if (!message.ok) {
      const { message: text, ...details } = message.error;
      return call.reject(new EmbeddedWalletError(text || FRAME_FAILURES.iframe_load_failed, details));
    }
    const result = z.safeParse(FRAME_RESULTS[call.method] as z.ZodMiniType, message.result);
    if (!result.success) {
      params.onInvalid?.(z.prettifyError(result.error));
      return call.reject(new EmbeddedWalletError('An error occurred'));
    }
    call.resolve(result.data);
  });

  return {
    origin: frameOrigin,
    ready,
    async request(method, callParams) {
      await ready;
      const id = environment.randomId();
      return new Promise((resolve, reject) => {
        const timeoutMs = UNTIMED.includes(method)
          ? undefined
          : (TIMEOUTS[method] ?? FRAME_REQUEST_TIMEOUT_MS);
        const timer =
          timeoutMs === undefined
            ? undefined
            : setTimeout(() => {
                pending.delete(id);
                reject(fail('iframe_request_timeout'));
              }, timeoutMs);
        pending.set(id, { method, resolve: resolve as (value: unknown) => void, reject, timer });
        mounted.target.postMessage(
          { channel: FRAME_CHANNEL, kind: 'request', id, method, params: callParams },
          frameOrigin,
        );
      });
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    rejectPending(error) {
      for (const [id, call] of pending) {
        if (call.method !== 'rpcRequest') continue;
        clearTimeout(call.timer);
        pending.delete(id);
        call.reject(error);
      }
    },
    get pendingCount() {
      return [...pending.values()].filter((call) => call.method === 'rpcRequest').length;
    },
    get approvalPending() {
      return approvalPending;
    },
    place(next) {
      area = next;
      show();
    },
    focus: () => mounted.focus(),
    destroy() {
      stopListening();
      for (const call of pending.values()) clearTimeout(call.timer);
      pending.clear();
      mounted.remove();
    },
  };
}
