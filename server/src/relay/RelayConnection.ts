// One client's WebSocket on the relay: answers its requests in order, pushes messages of its topics as
// irn_subscription requests, and records each message the client acknowledges. A bad frame gets a
// JSON-RPC error; the connection stays up.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { ApiError } from '../errors/ApiError.ts';
import type { RateLimit } from '../projects/project.ts';
import type { RateLimiter } from '../rateLimit/RateLimiter.ts';
import { relayPublishBudgets } from '../rateLimit/relayBudgets.ts';
import { parseInput } from '../routes/parseInput.ts';
import { messageId, type StoredMessage } from './MessageStore.ts';
import type { Relay } from './Relay.ts';
import type { RelaySubscriber } from './RelayHub.ts';
import {
  internalError,
  invalidParams,
  invalidRequest,
  messageTooLarge,
  methodNotFound,
  publishRateLimited,
  RelayRpcError,
  tooManySubscriptions,
} from './relayErrors.ts';
import { errorFrame, FrameError, type IdJson, parseFrame, requestFrame, resultFrame } from './relayFrames.ts';
import {
  ApproveSessionParamsSchema,
  BatchFetchMessagesParamsSchema,
  BatchSubscribeParamsSchema,
  BatchUnsubscribeParamsSchema,
  FETCH_PAGE_SIZE,
  ProposeSessionParamsSchema,
  PublishParamsSchema,
  RELAY_METHODS,
  type RelayMessageData,
  SESSION_TAGS,
  SubscribeParamsSchema,
  UnsubscribeParamsSchema,
} from './relayProtocol.ts';

/** The relay pings every connection this often; sign-client drops a connection silent for 35 s. */
export const RELAY_PING_INTERVAL_MS = 15_000;
/** WebSocket close code and reason when the client's JWT expires (it reconnects with a new one). */
export const JWT_EXPIRED_CLOSE = { code: 1008, reason: 'Relay auth JWT expired' } as const;
/** Message ids a connection remembers having pushed or been acknowledged, so a message goes out once. */
const REMEMBERED_MESSAGES = 10_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface RelayClient {
  clientId: string;
  projectId: string;
  projectRateLimit: RateLimit;
  /** Unix seconds: when the JWT expires. */
  expiresAt: number;
}

export interface RelayConnectionOptions {
  relay: Relay;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

let nextPushId = Date.now() * 1_000;

/** sign-client computes the same id: sha256 of topic and client id, in hex. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex');
}

export class RelayConnection implements RelaySubscriber {
  readonly clientId: string;
  readonly #topics = new Set<string>();
  /** Pushes awaiting the client's answer: push id → message id. */
  readonly #awaitingAck = new Map<number, string>();
  readonly #remembered = new Set<string>();
  #queue: Promise<void> = Promise.resolve();
  #alive = true;
  readonly #timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly socket: WebSocket,
    private readonly client: RelayClient,
    private readonly options: RelayConnectionOptions,
  ) {
    this.clientId = client.clientId;
    socket.on('message', (data, isBinary) => this.#onFrame(data, isBinary));
    socket.on('pong', () => {
      this.#alive = true;
    });
    socket.on('close', () => this.#onClose());
    const ping = setInterval(() => this.#ping(), RELAY_PING_INTERVAL_MS);
    const expiry = setTimeout(
      () => socket.close(JWT_EXPIRED_CLOSE.code, JWT_EXPIRED_CLOSE.reason),
      Math.min(MAX_TIMER_MS, Math.max(0, client.expiresAt * 1000 - Date.now())),
    );
    for (const timer of [ping, expiry]) {
      timer.unref();
      this.#timers.push(timer);
    }
  }

  deliver(message: StoredMessage): void {
    if (this.#remembered.has(message.id) || this.socket.readyState !== this.socket.OPEN) return;
    this.#remember(message.id);
    const pushId = nextPushId++;
    this.#awaitingAck.set(pushId, message.id);
    if (this.#awaitingAck.size > REMEMBERED_MESSAGES) {
      const oldest = this.#awaitingAck.keys().next().value;
      if (oldest !== undefined) this.#awaitingAck.delete(oldest);
    }
    this.socket.send(
      requestFrame(pushId, RELAY_METHODS.subscription, {
        id: subscriptionId(message.topic, this.clientId),
        data: messageData(message),
      }),
    );
  }

  #onFrame(data: RawData, isBinary: boolean): void {
    if (isBinary) {
      this.#send(errorFrame('null', invalidRequest('Frames must be text (JSON-RPC)')));
      return;
    }
    const text = textOf(data);
    let frame: ReturnType<typeof parseFrame>;
    try {
      frame = parseFrame(text);
    } catch (error) {
      if (!(error instanceof FrameError)) throw error;
      this.#send(errorFrame(error.idJson, error.error));
      return;
    }
    if (frame.kind === 'response') {
      this.#onAnswer(frame.id, frame.ok);
      return;
    }
    const { request, idJson } = frame;
    // In order: a client's subscribe is in place before its next publish is answered.
    this.#queue = this.#queue.then(() => this.#answer(idJson, request.method, request.params));
  }

  async #answer(idJson: IdJson, method: string, params: unknown): Promise<void> {
    try {
      const { result, after } = await this.#handle(method, params);
      this.#send(resultFrame(idJson, result));
      after?.();
    } catch (error) {
      if (error instanceof RelayRpcError) {
        this.#send(errorFrame(idJson, error));
        return;
      }
      this.options.log.error({ err: error, method }, 'relay request failed');
      this.#send(errorFrame(idJson, internalError()));
    }
  }

  /** The result, and what to do once it is sent (push the messages a new subscription has waiting). */
  async #handle(method: string, params: unknown): Promise<{ result: unknown; after?: () => void }> {
    switch (method) {
      case RELAY_METHODS.subscribe: {
        const { topic } = parse(SubscribeParamsSchema, params);
        this.#subscribe([topic]);
        return { result: subscriptionId(topic, this.clientId), after: () => this.#pushPending([topic]) };
      }
      case RELAY_METHODS.batchSubscribe: {
        const { topics } = parse(BatchSubscribeParamsSchema, params);
        this.#subscribe(topics);
        return {
          result: topics.map((topic) => subscriptionId(topic, this.clientId)),
          after: () => this.#pushPending(topics),
        };
      }
      case RELAY_METHODS.unsubscribe: {
        const { topic } = parse(UnsubscribeParamsSchema, params);
        this.#unsubscribe(topic);
        return { result: true };
      }
      case RELAY_METHODS.batchUnsubscribe: {
        const { subscriptions } = parse(BatchUnsubscribeParamsSchema, params);
        for (const { topic } of subscriptions) this.#unsubscribe(topic);
        return { result: true };
      }
      case RELAY_METHODS.publish: {
        const publish = parse(PublishParamsSchema, params);
        await this.#charge(1);
        await this.#publish(publish.topic, publish.message, publish.ttl, publish.tag, publish.attestation);
        return { result: true };
      }
      case RELAY_METHODS.batchFetchMessages: {
        const { topics } = parse(BatchFetchMessagesParamsSchema, params);
        const messages = await this.options.relay.store.pending(this.clientId, topics, FETCH_PAGE_SIZE + 1);
        const page = messages.slice(0, FETCH_PAGE_SIZE);
        // Fetched is delivered: the answer itself carries them.
        await this.options.relay.store.acknowledge(
          page.map((message) => ({ messageId: message.id, clientId: this.clientId })),
        );
        for (const message of page) this.#remember(message.id);
        return { result: { messages: page.map(messageData), hasMore: messages.length > FETCH_PAGE_SIZE } };
      }
      case RELAY_METHODS.proposeSession: {
        const proposal = parse(ProposeSessionParamsSchema, params);
        this.#subscribe([proposal.pairingTopic]);
        await this.#charge(1);
        await this.#publish(
          proposal.pairingTopic,
          proposal.sessionProposal,
          proposal.ttl,
          SESSION_TAGS.propose,
          proposal.attestation,
        );
        return { result: true };
      }
      case RELAY_METHODS.approveSession: {
        const approval = parse(ApproveSessionParamsSchema, params);
        this.#subscribe([approval.pairingTopic, approval.sessionTopic]);
        await this.#charge(2);
        await this.#publish(
          approval.pairingTopic,
          approval.sessionProposalResponse,
          approval.ttl,
          SESSION_TAGS.proposeResponse,
          undefined,
        );
        await this.#publish(
          approval.sessionTopic,
          approval.sessionSettlementRequest,
          approval.ttl,
          SESSION_TAGS.settle,
          undefined,
        );
        return { result: true };
      }
      default:
        throw methodNotFound(method);
    }
  }

  async #publish(
    topic: string,
    message: string,
    ttlSeconds: number,
    tag: number,
    attestation: string | null | undefined,
  ): Promise<void> {
    const { config } = this.options.relay;
    const bytes = Buffer.byteLength(message, 'utf8');
    if (bytes > config.maxMessageBytes) throw messageTooLarge(bytes, config.maxMessageBytes);
    if (ttlSeconds > config.maxTtlSeconds) {
      throw invalidParams(`ttl must be at most ${config.maxTtlSeconds} seconds`, 'params.ttl');
    }
    const publishedAt = Date.now();
    await this.options.relay.publish({
      id: messageId(topic, message),
      topic,
      message,
      publisher: this.clientId,
      projectId: this.client.projectId,
      tag,
      attestation: attestation ?? undefined,
      publishedAt,
      expiresAt: publishedAt + ttlSeconds * 1000,
    });
  }

  async #charge(cost: number): Promise<void> {
    const budgets = relayPublishBudgets(
      this.client.projectId,
      this.client.projectRateLimit,
      this.clientId,
      this.options.relay.config.clientPublishRate,
    );
    const decision = await this.options.limiter.consume(budgets, cost);
    if (!decision.allowed) throw publishRateLimited(decision.retryAfterMs);
  }

  #subscribe(topics: readonly string[]): void {
    const added = topics.filter((topic) => !this.#topics.has(topic));
    const max = this.options.relay.config.maxSubscriptionsPerClient;
    if (this.#topics.size + new Set(added).size > max) throw tooManySubscriptions(max);
    for (const topic of added) {
      this.#topics.add(topic);
      this.options.relay.hub.add(topic, this);
    }
  }

  #unsubscribe(topic: string): void {
    this.#topics.delete(topic);
    this.options.relay.hub.remove(topic, this);
  }

  #pushPending(topics: readonly string[]): void {
    this.#queue = this.#queue.then(async () => {
      try {
        const messages = await this.options.relay.store.pending(this.clientId, topics, FETCH_PAGE_SIZE);
        for (const message of messages) {
          if (this.#topics.has(message.topic)) this.deliver(message);
        }
      } catch (error) {
        this.options.log.error({ err: error }, 'reading waiting relay messages failed');
      }
    });
  }

  #onAnswer(id: string | number | null, ok: boolean): void {
    if (typeof id !== 'number') return;
    const message = this.#awaitingAck.get(id);
    if (message === undefined) return;
    this.#awaitingAck.delete(id);
    if (ok) this.options.relay.acknowledge({ messageId: message, clientId: this.clientId });
  }

  #remember(id: string): void {
    this.#remembered.add(id);
    if (this.#remembered.size > REMEMBERED_MESSAGES) {
      const oldest = this.#remembered.values().next().value;
      if (oldest !== undefined) this.#remembered.delete(oldest);
    }
  }

  #ping(): void {
    if (!this.#alive) {
      this.socket.terminate();
      return;
    }
    this.#alive = false;
    this.socket.ping();
  }

  #send(frame: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
  }

  #onClose(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    for (const topic of this.#topics) this.options.relay.hub.remove(topic, this);
    this.#topics.clear();
  }
}

function parse<S extends Parameters<typeof parseInput>[0]>(schema: S, params: unknown) {
  try {
    return parseInput(schema, params ?? {}, 'rpcParams') as ReturnType<typeof parseInput<S>>;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const field = error.field === 'rpcParams' ? 'params' : `params.${error.field}`;
    throw invalidParams(error.message, field);
  }
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

function messageData(message: StoredMessage): RelayMessageData {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
  };
}
