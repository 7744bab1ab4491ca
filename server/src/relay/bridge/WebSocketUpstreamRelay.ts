// An UpstreamRelay over one WebSocket, speaking the WalletConnect relay protocol with its own JWT (EdDSA, did:key)
// and the integrator's WalletConnect project id, both added here, server-side. It reconnects with backoff, and pings:
// an upstream that stops answering is dropped and dialled again.

import WebSocket from 'ws';
import * as z from 'zod/mini';
import { internalError, methodNotFound, RelayRpcError } from '../relayErrors.ts';
import { errorFrame, FrameError, parseFrame, requestFrame, resultFrame } from '../relayFrames.ts';
import { signRelayJwt } from '../relayJwt.ts';
import { MAX_BATCH_TOPICS, RELAY_ENVELOPE_BYTES, RELAY_METHODS, TopicSchema } from '../relayProtocol.ts';
import {
  BRIDGED_METHODS,
  type BridgedOutMethod,
  type UpstreamMessage,
  type UpstreamPublish,
  type UpstreamRelay,
} from './UpstreamRelay.ts';

const REQUEST_TIMEOUT_MS = 10_000;
const PING_INTERVAL_MS = 15_000;
const RECONNECT_MS = { first: 200, max: 5_000 } as const;
/** The bridge's JWT lasts a day; the upstream closes the connection when it ends, and it is dialled again. */
const JWT_TTL_SECONDS = 86_400;

export interface WebSocketUpstreamOptions {
  /** ws(s) URL of the upstream relay (wss://relay.walletconnect.org, or a devnet relay's ws://…/v1/relay). */
  url: string;
  /** The WalletConnect project id the upstream knows the integrator by. */
  projectId: string;
  /** The bridge's ed25519 seed: its client id upstream, shared by every instance. */
  seed: Uint8Array;
  /** Largest message the bridge takes from upstream (this relay's own limit). */
  maxMessageBytes: number;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

const SubscriptionParamsSchema = z.object({
  id: z.string(),
  data: z.object({
    topic: TopicSchema,
    message: z.string().check(z.minLength(1)),
    tag: z._default(z.number().check(z.int()), 0),
    attestation: z.optional(z.nullable(z.string())),
  }),
});

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
}

export class WebSocketUpstreamRelay implements UpstreamRelay {
  #socket: WebSocket | undefined;
  #connected = false;
  #closed = false;
  #retryMs: number = RECONNECT_MS.first;
  #nextId = Date.now() * 1_000;
  readonly #pending = new Map<number, Pending>();
  #messageHandler: (message: UpstreamMessage) => Promise<void> = async () => {};
  #connectedHandler: () => void = () => {};
  #reconnectTimer: NodeJS.Timeout | undefined;
  #pingTimer: NodeJS.Timeout | undefined;
  #alive = true;

  constructor(private readonly options: WebSocketUpstreamOptions) {
    this.#dial();
  }

  get connected(): boolean {
    return this.#connected;
  }

  onMessage(handler: (message: UpstreamMessage) => Promise<void>): void {
    this.#messageHandler = handler;
  }

  onConnected(handler: () => void): void {
    this.#connectedHandler = handler;
    if (this.#connected) handler();
  }

  async subscribe(topics: readonly string[]): Promise<void> {
    for (let start = 0; start < topics.length; start += MAX_BATCH_TOPICS) {
      await this.#request(RELAY_METHODS.batchSubscribe, {
        topics: topics.slice(start, start + MAX_BATCH_TOPICS),
      });
    }
  }

  async unsubscribe(topics: readonly string[]): Promise<void> {
    for (let start = 0; start < topics.length; start += MAX_BATCH_TOPICS) {
      const subscriptions = topics.slice(start, start + MAX_BATCH_TOPICS).map((topic) => ({ topic }));
      await this.#request(RELAY_METHODS.batchUnsubscribe, { subscriptions });
    }
  }

  async publish(message: UpstreamPublish): Promise<void> {
    await this.#request(RELAY_METHODS.publish, {
      topic: message.topic,
      message: message.message,
      ttl: message.ttlSeconds,
      tag: message.tag,
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    clearInterval(this.#pingTimer);
    const socket = this.#socket;
    this.#socket = undefined;
    this.#lost();
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.terminate();
    });
  }

  #request(method: BridgedOutMethod, params: unknown): Promise<unknown> {
    const socket = this.#socket;
    if (!socket || !this.#connected)
      return Promise.reject(new UpstreamError('The upstream relay is not connected'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new UpstreamError(`The upstream relay did not answer ${method} in ${REQUEST_TIMEOUT_MS} ms`));
      }, REQUEST_TIMEOUT_MS);
      this.#pending.set(id, { resolve, reject, timer });
      socket.send(requestFrame(id, method, params));
    });
  }

  #url(): string {
    const { url, projectId, seed } = this.options;
    const target = new URL(url);
    target.searchParams.set('projectId', projectId);
    target.searchParams.set('auth', signRelayJwt(seed, { aud: url, ttlSeconds: JWT_TTL_SECONDS }));
    return target.toString();
  }

  #dial(): void {
    if (this.#closed) return;
    const socket = new WebSocket(this.#url(), {
      maxPayload: this.options.maxMessageBytes + RELAY_ENVELOPE_BYTES,
    });
    this.#socket = socket;
    socket.on('open', () => {
      this.#connected = true;
      this.#alive = true;
      this.#retryMs = RECONNECT_MS.first;
      this.options.log.info({ upstream: this.options.url }, 'relay bridge: connected to the upstream relay');
      this.#pingTimer = setInterval(() => this.#ping(socket), PING_INTERVAL_MS);
      this.#pingTimer.unref();
      this.#connectedHandler();
    });
    socket.on('pong', () => {
      this.#alive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (!isBinary) void this.#onFrame(socket, data.toString());
    });
    socket.on('error', (error) => {
      this.options.log.warn({ err: error, upstream: this.options.url }, 'relay bridge: upstream relay error');
    });
    socket.on('close', () => {
      if (this.#socket !== socket) return;
      this.#socket = undefined;
      clearInterval(this.#pingTimer);
      const wasConnected = this.#connected;
      this.#lost();
      if (this.#closed) return;
      if (wasConnected)
        this.options.log.warn({ upstream: this.options.url }, 'relay bridge: upstream relay lost');
      this.#reconnectTimer = setTimeout(() => this.#dial(), this.#retryMs);
      this.#reconnectTimer.unref();
      this.#retryMs = Math.min(RECONNECT_MS.max, this.#retryMs * 2);
    });
  }

  #lost(): void {
    this.#connected = false;
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      pending.reject(new UpstreamError('The upstream relay connection closed'));
      this.#pending.delete(id);
    }
  }

  #ping(socket: WebSocket): void {
    if (!this.#alive) {
      socket.terminate();
      return;
    }
    this.#alive = false;
    socket.ping();
  }

  async #onFrame(socket: WebSocket, text: string): Promise<void> {
    this.#alive = true;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const frame = value as Record<string, unknown>;
    if (!('method' in frame)) {
      this.#onAnswer(frame);
      return;
    }
    let request: ReturnType<typeof parseFrame>;
    try {
      request = parseFrame(text);
    } catch (error) {
      if (error instanceof FrameError) socket.send(errorFrame(error.idJson, error.error));
      return;
    }
    if (request.kind !== 'request') return;
    const answer = (frame: string) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(frame);
    };
    // The allowlist: anything but a message on a topic is refused, and nothing of it goes further.
    if (!(BRIDGED_METHODS.in as readonly string[]).includes(request.request.method)) {
      answer(errorFrame(request.idJson, methodNotFound(request.request.method)));
      return;
    }
    const parsed = z.safeParse(SubscriptionParamsSchema, request.request.params);
    if (!parsed.success) {
      answer(resultFrame(request.idJson, true));
      this.options.log.warn(
        { upstream: this.options.url },
        'relay bridge: dropped a malformed upstream message',
      );
      return;
    }
    const { data } = parsed.data;
    try {
      await this.#messageHandler({
        topic: data.topic,
        message: data.message,
        tag: data.tag,
        ...(data.attestation ? { attestation: data.attestation } : {}),
      });
      answer(resultFrame(request.idJson, true));
    } catch (error) {
      // Not acknowledged: the upstream keeps the message and delivers it again.
      answer(errorFrame(request.idJson, error instanceof RelayRpcError ? error : internalError()));
    }
  }

  #onAnswer(frame: Record<string, unknown>): void {
    const pending = typeof frame.id === 'number' ? this.#pending.get(frame.id) : undefined;
    if (!pending || typeof frame.id !== 'number') return;
    this.#pending.delete(frame.id);
    clearTimeout(pending.timer);
    if ('error' in frame) {
      const error = frame.error as { message?: unknown } | null;
      pending.reject(new UpstreamError(`Upstream relay: ${String(error?.message ?? 'error')}`));
    } else pending.resolve(frame.result);
  }
}
