// The bridge between this relay and an upstream one (the public WalletConnect relay), so that a wallet built for the
// upstream pairs with a browser that talks only to gangway-server. It is singleton work: the instance holding the
// lease RELAY_BRIDGE_LEASE keeps the one upstream connection. What it needs is shared, never only in its memory:
//   - the topics to bridge are rows of relay_bridge_topics (BridgeTopics), written by whichever instance a client uses;
//   - what goes upstream is what the mailbox holds on those topics that the bridge's client id has not acknowledged:
//     a new leaseholder, or a reconnected upstream, sends what was left (a message goes out again only if its
//     acknowledgement was lost, and the mailbox's dedup makes that harmless downstream);
//   - what comes from upstream is stored in the mailbox (its id is a hash of project, topic and message, so a message
//     delivered to two leaseholders is stored and fanned out once) before the upstream is acknowledged, and reaches
//     every instance's clients through the relay's pub/sub like any publish.
// What arrives upstream spends the budgets of the project and of the client that last used the topic, and holds
// mailbox room like a publish of theirs.

import type { LeasedWork } from '../../jobs/leases.ts';
import type { RateLimit } from '../../projects/project.ts';
import { clientBudgets } from '../../rateLimit/clientBudgets.ts';
import type { RateLimiter } from '../../rateLimit/RateLimiter.ts';
import { RELAY_BYTES_PER_TOKEN } from '../../rateLimit/relayBudgets.ts';
import { messageBytes, messageId, type PageCursor, type StoredMessage } from '../MessageStore.ts';
import type { Relay } from '../Relay.ts';
import { topicKey } from '../RelayPubSub.ts';
import { mailboxFull, messageTooLarge, relayRateLimited } from '../relayErrors.ts';
import { FETCH_PAGE, MAX_BATCH_TOPICS } from '../relayProtocol.ts';
import type { BridgeTopic, BridgeTopics } from './BridgeTopics.ts';
import type { UpstreamMessage, UpstreamRelay } from './UpstreamRelay.ts';

export const RELAY_BRIDGE_LEASE = 'relay bridge';
/** The mailbox's publisher and acknowledger for the bridge: never a client's did:key. */
export const BRIDGE_CLIENT_ID = 'gangway:relay-bridge';
/** How often the leaseholder reads the topics other instances' clients use. */
export const BRIDGE_SYNC_MS = 500;
/** Upstream messages carry no TTL: they wait for the browser as long as sign-client's default publish TTL. */
const BRIDGED_TTL_SECONDS = 300;
/** Message ids sent upstream recently: a message pushed and read back from the mailbox at once goes out once. */
const REMEMBERED_FORWARDS = 10_000;

export interface RelayBridgeOptions {
  relay: Relay;
  topics: BridgeTopics;
  limiter: RateLimiter;
  /** A project's rate limit (null: the project is gone, and what arrives for it is dropped). */
  projectRateLimit(projectId: string): Promise<RateLimit | null>;
  /** Opens the upstream connection (a new one each time the lease is taken). */
  connect(): UpstreamRelay;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/** The leaseholder's work: started when this instance takes RELAY_BRIDGE_LEASE, stopped when it loses it. */
export class RelayBridge implements LeasedWork {
  #upstream: UpstreamRelay | undefined;
  /** Bridged topics → the projects using them → the client key that pays. Rebuilt from the table. */
  #topics = new Map<string, Map<string, string>>();
  readonly #forwarded = new Set<string>();
  /** Per topic: the storing of the last message that arrived upstream. */
  readonly #arriving = new Map<string, Promise<void>>();
  /** The (project, topic) pairs it has the relay's pub/sub watch, so it hears what other instances publish there. */
  readonly #watched = new Map<string, { projectId: string; topic: string }>();
  #stops: (() => void)[] = [];
  #syncing: Promise<void> | undefined;
  #syncAgain = false;

  constructor(private readonly options: RelayBridgeOptions) {}

  start(): void {
    const { relay, topics } = this.options;
    const upstream = this.options.connect();
    this.#upstream = upstream;
    this.#topics = new Map();
    upstream.onMessage((message) => this.#inTopicOrder(message));
    upstream.onConnected(() => void this.#resubscribe(upstream));
    const timer = setInterval(() => this.sync(), BRIDGE_SYNC_MS);
    timer.unref();
    this.#stops = [
      () => clearInterval(timer),
      topics.onChange(() => this.sync()),
      relay.pubsub.subscribe((message) => this.#published(message)),
      relay.pubsub.onGap(() => void this.#forwardPending(this.#entries())),
    ];
    this.sync();
  }

  async stop(): Promise<void> {
    for (const stop of this.#stops) stop();
    this.#stops = [];
    await this.#syncing;
    await this.#upstream?.close();
    this.#upstream = undefined;
    await this.#watch([]);
  }

  /** Reads the bridged topics again (coalesced: one read at a time, one more if asked meanwhile). */
  sync(): void {
    if (this.#syncing) {
      this.#syncAgain = true;
      return;
    }
    this.#syncing = this.#sync()
      .catch((error: unknown) =>
        this.options.log.error({ err: error }, 'relay bridge: reading its topics failed'),
      )
      .finally(() => {
        this.#syncing = undefined;
        if (this.#syncAgain && this.#upstream) {
          this.#syncAgain = false;
          this.sync();
        }
      });
  }

  /** Resolves once what was asked before is read (tests). */
  async synced(): Promise<void> {
    while (this.#syncing) await this.#syncing;
  }

  async #sync(): Promise<void> {
    const upstream = this.#upstream;
    if (!upstream) return;
    const rows = await this.options.topics.live();
    if (this.#upstream !== upstream) return;
    const next = new Map<string, Map<string, string>>();
    for (const row of rows) {
      const projects = next.get(row.topic) ?? new Map<string, string>();
      projects.set(row.projectId, row.clientKey);
      next.set(row.topic, projects);
    }
    const previous = this.#topics;
    const added = rows.filter((row) => !previous.get(row.topic)?.has(row.projectId));
    // Heard from other instances before the mailbox is read: no message falls between the two.
    await this.#watch(rows);
    const newTopics = [...next.keys()].filter((topic) => !previous.has(topic));
    const goneTopics = [...previous.keys()].filter((topic) => !next.has(topic));
    this.#topics = next;
    if (!upstream.connected) return;
    try {
      if (newTopics.length > 0) await upstream.subscribe(newTopics);
      if (goneTopics.length > 0) await upstream.unsubscribe(goneTopics);
    } catch (error) {
      // Not subscribed after all: the next reading tries them again.
      for (const topic of newTopics) this.#topics.delete(topic);
      this.options.log.warn({ err: error }, 'relay bridge: subscribing upstream failed');
      return;
    }
    await this.#forwardPending(added);
  }

  /** Has the pub/sub watch exactly these (project, topic) pairs; resolves once the new ones are heard. */
  async #watch(entries: readonly Pick<BridgeTopic, 'projectId' | 'topic'>[]): Promise<void> {
    const { pubsub } = this.options.relay;
    const wanted = new Map(entries.map((entry) => [topicKey(entry.projectId, entry.topic), entry]));
    for (const [key, { projectId, topic }] of this.#watched) {
      if (wanted.has(key)) continue;
      this.#watched.delete(key);
      pubsub.unwatch(projectId, topic);
    }
    const watching: Promise<void>[] = [];
    for (const [key, { projectId, topic }] of wanted) {
      if (this.#watched.has(key)) continue;
      this.#watched.set(key, { projectId, topic });
      watching.push(pubsub.watch(projectId, topic));
    }
    await Promise.all(watching);
  }

  /** A new upstream connection knows none of our subscriptions: every topic again, and what was not sent. */
  async #resubscribe(upstream: UpstreamRelay): Promise<void> {
    try {
      await upstream.subscribe([...this.#topics.keys()]);
      await this.#forwardPending(this.#entries());
    } catch (error) {
      this.options.log.warn({ err: error }, 'relay bridge: subscribing upstream again failed');
    }
  }

  #entries(): Pick<BridgeTopic, 'projectId' | 'topic'>[] {
    return [...this.#topics].flatMap(([topic, projects]) =>
      [...projects.keys()].map((projectId) => ({ projectId, topic })),
    );
  }

  /** Sends upstream what the mailbox holds on these topics that the bridge has not acknowledged, oldest first. */
  async #forwardPending(entries: readonly Pick<BridgeTopic, 'projectId' | 'topic'>[]): Promise<void> {
    const byProject = new Map<string, string[]>();
    for (const { projectId, topic } of entries)
      byProject.set(projectId, [...(byProject.get(projectId) ?? []), topic]);
    try {
      for (const [projectId, topics] of byProject) {
        for (let start = 0; start < topics.length; start += MAX_BATCH_TOPICS) {
          let after: PageCursor | undefined;
          do {
            const page = await this.options.relay.store.pending({
              clientId: BRIDGE_CLIENT_ID,
              projectId,
              topics: topics.slice(start, start + MAX_BATCH_TOPICS),
              maxMessages: FETCH_PAGE.messages,
              maxBytes: FETCH_PAGE.bytes,
              ...(after ? { after } : {}),
            });
            await Promise.all(page.messages.map((message) => this.#forward(message)));
            const last = page.messages.at(-1);
            after = page.hasMore && last ? { publishedAt: last.publishedAt, id: last.id } : undefined;
          } while (after && this.#upstream?.connected);
        }
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'relay bridge: sending waiting messages upstream failed');
    }
  }

  /** A message stored on this relay, by any instance: upstream if its topic is bridged in its project. */
  #published(message: StoredMessage): void {
    if (message.publisher === BRIDGE_CLIENT_ID) return;
    if (!this.#topics.get(message.topic)?.has(message.projectId)) return;
    void this.#forward(message).catch(() => {
      // Not acknowledged: sent again when the upstream comes back.
    });
  }

  async #forward(message: StoredMessage): Promise<void> {
    const upstream = this.#upstream;
    const ttlSeconds = Math.ceil((message.expiresAt - Date.now()) / 1000);
    if (!upstream?.connected || ttlSeconds <= 0 || this.#forwarded.has(message.id)) return;
    this.#remember(message.id);
    try {
      await upstream.publish({
        topic: message.topic,
        message: message.message,
        ttlSeconds,
        tag: message.tag,
      });
    } catch (error) {
      this.#forwarded.delete(message.id);
      throw error;
    }
    this.options.relay.acknowledge({ messageId: message.id, clientId: BRIDGE_CLIENT_ID });
  }

  /**
   * Messages of one topic are admitted (budgets, quotas) and handed to the mailbox's writer in the order they arrived,
   * one after the other; their writes then go together (one statement for those waiting), and the upstream is
   * acknowledged for each once it is stored.
   */
  async #inTopicOrder(message: UpstreamMessage): Promise<void> {
    const previous = this.#arriving.get(message.topic) ?? Promise.resolve();
    const admitted = previous.then(() => this.#admit(message));
    const tail = admitted.then(
      () => undefined,
      () => undefined,
    );
    this.#arriving.set(message.topic, tail);
    void tail.then(() => {
      if (this.#arriving.get(message.topic) === tail) this.#arriving.delete(message.topic);
    });
    await Promise.all(await admitted);
  }

  /** A message from upstream: admitted into the mailbox of every project bridging its topic, under their budgets. */
  async #admit(upstreamMessage: UpstreamMessage): Promise<Promise<void>[]> {
    const projects = this.#topics.get(upstreamMessage.topic);
    if (!projects) return [];
    const { relay } = this.options;
    const bytes = messageBytes(upstreamMessage.message);
    if (bytes > relay.config.maxMessageBytes) {
      this.options.log.warn(
        { topic: upstreamMessage.topic, bytes },
        'relay bridge: dropped an upstream message too large',
      );
      throw messageTooLarge(bytes, relay.config.maxMessageBytes);
    }
    const storing: Promise<void>[] = [];
    try {
      await this.#admitEach(upstreamMessage, projects, bytes, storing);
    } catch (error) {
      // Refused for one project: the upstream delivers it again, and what was stored for the others is stored once.
      for (const started of storing) started.catch(() => {});
      throw error;
    }
    return storing;
  }

  async #admitEach(
    upstreamMessage: UpstreamMessage,
    projects: ReadonlyMap<string, string>,
    bytes: number,
    storing: Promise<void>[],
  ): Promise<void> {
    const { relay } = this.options;
    for (const [projectId, clientKey] of projects) {
      const rateLimit = await this.options.projectRateLimit(projectId);
      if (!rateLimit) continue;
      const budgets = clientBudgets('relay', projectId, rateLimit, clientKey);
      const decision = await this.options.limiter.consume(budgets);
      if (!decision.allowed) throw relayRateLimited(decision.retryAfterMs);
      const tokens = Math.floor(bytes / RELAY_BYTES_PER_TOKEN);
      if (tokens > 0) await this.options.limiter.debit(budgets.slice(1), tokens);
      const publishedAt = Date.now();
      const expiresAt = publishedAt + Math.min(BRIDGED_TTL_SECONDS, relay.config.maxTtlSeconds) * 1000;
      const hold = await relay.quota.reserve(
        { projectId, topic: upstreamMessage.topic, bytes, expiresAt },
        clientKey,
      );
      if (!hold) throw mailboxFull();
      const stored = relay.publish({
        id: messageId(projectId, upstreamMessage.topic, upstreamMessage.message),
        topic: upstreamMessage.topic,
        message: upstreamMessage.message,
        publisher: BRIDGE_CLIENT_ID,
        projectId,
        tag: upstreamMessage.tag,
        attestation: upstreamMessage.attestation,
        publishedAt,
        expiresAt,
      });
      storing.push(
        stored.then(
          (isNew) => {
            // Stored before (a second delivery): its bytes are counted once.
            if (!isNew) hold.release();
          },
          (error: unknown) => {
            hold.release();
            throw error;
          },
        ),
      );
    }
  }

  #remember(id: string): void {
    this.#forwarded.add(id);
    if (this.#forwarded.size > REMEMBERED_FORWARDS) {
      const oldest = this.#forwarded.values().next().value;
      if (oldest !== undefined) this.#forwarded.delete(oldest);
    }
  }
}
