// One client's WebSocket on the relay: answers its requests in order, pushes messages of its topics (in its project)
// as irn_subscription requests, and records each message the client acknowledges. Every request spends the
// connection's, its IP's and its project's relay budgets; what a fetch or a subscribe sends costs by its bytes too.
// What the connection writes and reads is bounded (RelayOutbox). A bad frame gets a JSON-RPC error; the connection
// stays up.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { ApiError } from '../errors/ApiError.ts';
import { parseInput } from '../errors/parseInput.ts';
import type { RateLimit } from '../projects/project.ts';
import type { RateLimiter } from '../rateLimit/RateLimiter.ts';
import { RELAY_BYTES_PER_TOKEN, type RelayBudgets, relayBudgets } from '../rateLimit/relayBudgets.ts';
import {
  type MessageAck,
  messageBytes,
  messageId,
  type PageCursor,
  type StoredMessage,
} from './MessageStore.ts';
import type { Relay } from './Relay.ts';
import type { RelaySubscriber } from './RelayHub.ts';
import { RelayOutbox } from './RelayOutbox.ts';
import {
  internalError,
  invalidParams,
  invalidRequest,
  mailboxFull,
  messageTooLarge,
  methodNotFound,
  RelayRpcError,
  relayRateLimited,
  tooManySubscriptions,
} from './relayErrors.ts';
import {
  errorFrame,
  FrameError,
  parseFrame,
  type RelayFrame,
  requestFrame,
  resultFrame,
} from './relayFrames.ts';
import {
  ApproveSessionParamsSchema,
  BatchFetchMessagesParamsSchema,
  BatchSubscribeParamsSchema,
  BatchUnsubscribeParamsSchema,
  FETCH_PAGE,
  maxBufferedBytes,
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
  /** Its IP's key (clientKey.ts): the unit of its budgets and quotas. */
  clientKey: string;
  projectId: string;
  projectRateLimit: RateLimit;
  /** Unix seconds: when the JWT expires. */
  expiresAt: number;
}

type RequestFrame = Extract<RelayFrame, { kind: 'request' }>;

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
  readonly #outbox: RelayOutbox;
  readonly #budgets: RelayBudgets;
  #queue: Promise<void> = Promise.resolve();
  #alive = true;
  readonly #timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly socket: WebSocket,
    private readonly client: RelayClient,
    private readonly options: RelayConnectionOptions,
  ) {
    this.clientId = client.clientId;
    const { config } = options.relay;
    this.#outbox = new RelayOutbox(socket, maxBufferedBytes(config.maxMessageBytes), () =>
      options.log.info({ clientKey: client.clientKey }, 'relay: disconnected a client that does not read'),
    );
    this.#budgets = relayBudgets(client.projectId, client.projectRateLimit, client.clientKey, {
      id: randomUUID(),
      limit: config.connectionRate,
    });
    socket.on('message', (data, isBinary) => this.#onFrame(data, isBinary));
    socket.on('pong', () => {
      this.#alive = true;
    });
    socket.on('close', () => this.#onClose());
    options.relay.hub.attach(this);
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
    if (this.#remembered.has(message.id) || !this.#outbox.open) return;
    this.#remember(message.id);
    const pushId = nextPushId++;
    this.#awaitingAck.set(pushId, message.id);
    if (this.#awaitingAck.size > REMEMBERED_MESSAGES) {
      const oldest = this.#awaitingAck.keys().next().value;
      if (oldest !== undefined) this.#awaitingAck.delete(oldest);
    }
    this.#outbox.send(
      requestFrame(pushId, RELAY_METHODS.subscription, {
        id: subscriptionId(message.topic, this.clientId),
        data: messageData(message),
      }),
    );
  }

  resync(): void {
    if (this.#topics.size > 0) this.#pushPending([...this.#topics]);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  #onFrame(data: RawData, isBinary: boolean): void {
    let frame: RelayFrame | FrameError;
    if (isBinary) {
      frame = new FrameError(invalidRequest('Frames must be text (JSON-RPC)'), 'null');
    } else {
      try {
        frame = parseFrame(textOf(data));
      } catch (error) {
        if (!(error instanceof FrameError)) throw error;
        frame = error;
      }
    }
    if (!(frame instanceof FrameError) && frame.kind === 'response') {
      this.#onAnswer(frame.id, frame.ok);
      return;
    }
    const request = frame;
    this.#outbox.requestReceived();
    // In order: a client's subscribe is in place before its next publish is answered.
    this.#queue = this.#queue.then(() => this.#answer(request)).finally(() => this.#outbox.requestAnswered());
  }

  async #answer(frame: RequestFrame | FrameError): Promise<void> {
    // The previous answers first: a client that does not read them is disconnected, not buffered for.
    if (!(await this.#outbox.drained())) return;
    const method = frame instanceof FrameError ? undefined : frame.request.method;
    try {
      // A bad frame costs what a request costs: parsing it was work too.
      await this.#charge(method === RELAY_METHODS.approveSession ? 2 : 1);
      if (frame instanceof FrameError) throw frame.error;
      const { result, after } = await this.#handle(frame.request.method, frame.request.params);
      this.#outbox.send(resultFrame(frame.idJson, result));
      after?.();
    } catch (error) {
      if (error instanceof RelayRpcError) {
        this.#outbox.send(errorFrame(frame.idJson, error));
        return;
      }
      this.options.log.error({ err: error, method }, 'relay request failed');
      this.#outbox.send(errorFrame(frame.idJson, internalError()));
    }
  }

  /** The result, and what to do once it is sent (push the messages a new subscription has waiting). */
  async #handle(method: string, params: unknown): Promise<{ result: unknown; after?: () => void }> {
    switch (method) {
      case RELAY_METHODS.subscribe: {
        const { topic } = parse(SubscribeParamsSchema, params);
        await this.#subscribe([topic]);
        return { result: subscriptionId(topic, this.clientId), after: () => this.#pushPending([topic]) };
      }
      case RELAY_METHODS.batchSubscribe: {
        const { topics } = parse(BatchSubscribeParamsSchema, params);
        await this.#subscribe(topics);
        return {
          result: topics.map((topic) => subscriptionId(topic, this.clientId)),
          after: () => this.#pushPending(topics),
        };
      }
      case RELAY_METHODS.unsubscribe: {
        const { topic } = parse(UnsubscribeParamsSchema, params);
        await this.#unsubscribe([topic]);
        return { result: true };
      }
      case RELAY_METHODS.batchUnsubscribe: {
        const { subscriptions } = parse(BatchUnsubscribeParamsSchema, params);
        await this.#unsubscribe(subscriptions.map(({ topic }) => topic));
        return { result: true };
      }
      case RELAY_METHODS.publish: {
        const publish = parse(PublishParamsSchema, params);
        await this.#publish(publish.topic, publish.message, publish.ttl, publish.tag, publish.attestation);
        return { result: true };
      }
      case RELAY_METHODS.batchFetchMessages: {
        const { topics } = parse(BatchFetchMessagesParamsSchema, params);
        const page = await this.#pendingPage(topics);
        const acks: MessageAck[] = page.messages.map((message) => ({
          messageId: message.id,
          clientId: this.clientId,
        }));
        // Fetched is delivered: the answer itself carries them.
        await this.options.relay.store.acknowledge(acks);
        for (const message of page.messages) this.#remember(message.id);
        await this.#chargeBytes(page.bytes);
        return { result: { messages: page.messages.map(messageData), hasMore: page.hasMore } };
      }
      case RELAY_METHODS.proposeSession: {
        const proposal = parse(ProposeSessionParamsSchema, params);
        await this.#subscribe([proposal.pairingTopic]);
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
        await this.#subscribe([approval.pairingTopic, approval.sessionTopic]);
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
    const { relay } = this.options;
    const { config } = relay;
    const bytes = messageBytes(message);
    if (bytes > config.maxMessageBytes) throw messageTooLarge(bytes, config.maxMessageBytes);
    if (ttlSeconds > config.maxTtlSeconds) {
      throw invalidParams(`ttl must be at most ${config.maxTtlSeconds} seconds`, 'params.ttl');
    }
    const { projectId } = this.client;
    const publishedAt = Date.now();
    const expiresAt = publishedAt + ttlSeconds * 1000;
    // Bridged before it is stored (the bridge sends upstream what it finds stored on the topics it knows); a topic
    // this connection subscribed to is bridged already.
    if (!this.#topics.has(topic)) await relay.bridgeTopics?.use(projectId, [topic], this.client.clientKey);
    const hold = await relay.quota.reserve({ projectId, topic, bytes, expiresAt }, this.client.clientKey);
    if (!hold) throw mailboxFull();
    try {
      const stored = await relay.publish({
        id: messageId(projectId, topic, message),
        topic,
        message,
        publisher: this.clientId,
        projectId,
        tag,
        attestation: attestation ?? undefined,
        publishedAt,
        expiresAt,
      });
      // A retried publish stored nothing: its bytes are counted once.
      if (!stored) hold.release();
    } catch (error) {
      hold.release();
      throw error;
    }
  }

  async #charge(cost: number): Promise<void> {
    const decision = await this.options.limiter.consume(this.#budgets.request, cost);
    if (!decision.allowed) throw relayRateLimited(decision.retryAfterMs);
  }

  /** What was sent costs by its bytes too, once known (a debt the budgets' refill repays). */
  async #chargeBytes(bytes: number): Promise<void> {
    const tokens = Math.floor(bytes / RELAY_BYTES_PER_TOKEN);
    if (tokens > 0) await this.options.limiter.debit(this.#budgets.client, tokens);
  }

  #pendingPage(topics: readonly string[], after?: PageCursor) {
    return this.options.relay.store.pending({
      clientId: this.clientId,
      projectId: this.client.projectId,
      topics,
      maxMessages: FETCH_PAGE.messages,
      maxBytes: FETCH_PAGE.bytes,
      ...(after ? { after } : {}),
    });
  }

  /** Subscribes, and has the relay bridge (if any) subscribe upstream, every topic (a subscribe renews a bridged topic). */
  async #subscribe(topics: readonly string[]): Promise<void> {
    const added = topics.filter((topic) => !this.#topics.has(topic));
    const max = this.options.relay.config.maxSubscriptionsPerClient;
    if (this.#topics.size + new Set(added).size > max) throw tooManySubscriptions(max);
    await this.options.relay.bridgeTopics?.use(this.client.projectId, topics, this.client.clientKey);
    // Heard from other instances before the mailbox is read (after the answer): no message falls between the two.
    await Promise.all(
      added.map((topic) => {
        this.#topics.add(topic);
        return this.options.relay.hub.add(this.client.projectId, topic, this);
      }),
    );
  }

  async #unsubscribe(topics: readonly string[]): Promise<void> {
    for (const topic of topics) {
      this.#topics.delete(topic);
      this.options.relay.hub.remove(this.client.projectId, topic, this);
    }
    await this.options.relay.bridgeTopics?.drop(this.client.projectId, topics);
  }

  /** Pushes what waits on newly subscribed topics, a page at a time, each once the client has read the last. */
  #pushPending(topics: readonly string[]): void {
    this.#queue = this.#queue.then(async () => {
      try {
        let after: PageCursor | undefined;
        do {
          if (!(await this.#outbox.drained())) return;
          const page = await this.#pendingPage(topics, after);
          for (const message of page.messages) {
            if (this.#topics.has(message.topic)) this.deliver(message);
          }
          await this.#chargeBytes(page.bytes);
          const last = page.messages.at(-1);
          after = page.hasMore && last ? { publishedAt: last.publishedAt, id: last.id } : undefined;
        } while (after);
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

  #onClose(): void {
    this.options.relay.hub.detach(this);
    for (const timer of this.#timers) clearTimeout(timer);
    for (const topic of this.#topics) this.options.relay.hub.remove(this.client.projectId, topic, this);
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
