// The WalletConnect relay protocol as gangway-server speaks it: method names, their params, and the
// publish tags of the session-proposal shortcuts that sign-client 2.2x sends instead of plain publishes.
import * as z from 'zod/mini';

/** Where gangway-server serves the relay: ws(s)://<server>/v1/relay?projectId=…&auth=<JWT>. */
export const RELAY_PATH = '/v1/relay';

export const RELAY_METHODS = {
  subscribe: 'irn_subscribe',
  batchSubscribe: 'irn_batchSubscribe',
  unsubscribe: 'irn_unsubscribe',
  batchUnsubscribe: 'irn_batchUnsubscribe',
  publish: 'irn_publish',
  batchFetchMessages: 'irn_batchFetchMessages',
  /** Server → client: a message on a subscribed topic; the client answers `true`. */
  subscription: 'irn_subscription',
  proposeSession: 'wc_proposeSession',
  approveSession: 'wc_approveSession',
} as const;

/** Publish tags of sign-client's pairing messages (its ENGINE_RPC_OPTS): proposal, its answer, the settlement. */
export const SESSION_TAGS = { propose: 1100, proposeResponse: 1101, settle: 1102 } as const;

/** sign-client subscribes and fetches at most 500 topics in one batch. */
export const MAX_BATCH_TOPICS = 500;
/**
 * The most messages, and message bytes, one irn_batchFetchMessages answer (or one page of what a subscribe pushes)
 * holds; `hasMore` says when more wait. A page holds at least one message, whatever its size.
 */
export const FETCH_PAGE = { messages: 500, bytes: 512 * 1024 } as const;
/** Room for the JSON-RPC envelope around one message in a frame. */
export const RELAY_ENVELOPE_BYTES = 64 * 1024;

/**
 * What a connection may have waiting in its socket: two pages (an answer being read while the next is written).
 * Past it, the client is not reading and is disconnected; what it was sent stays in the mailbox until acknowledged.
 */
export function maxBufferedBytes(maxMessageBytes: number): number {
  return 2 * (FETCH_PAGE.bytes + maxMessageBytes + RELAY_ENVELOPE_BYTES);
}
/** sign-client publishes with a TTL of 5 minutes unless its method says otherwise. */
const DEFAULT_TTL_SECONDS = 300;

/** A topic is 32 bytes in hex (a sha256 of the symmetric key, or a pairing's random topic). */
export const TopicSchema = z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'must be a 32-byte hex topic'));
const MessageSchema = z.string().check(z.minLength(1, 'must not be empty'));
const TtlSchema = z.number().check(z.int(), z.minimum(1));
const TagSchema = z.number().check(z.int(), z.minimum(0), z.maximum(2 ** 31 - 1));
const AttestationSchema = z.optional(z.nullable(z.string().check(z.maxLength(4_096))));
const TopicsSchema = z.array(TopicSchema).check(z.minLength(1), z.maxLength(MAX_BATCH_TOPICS));

// Unknown params (prompt, correlationId and other "tvf" fields) are accepted and ignored.
export const SubscribeParamsSchema = z.object({ topic: TopicSchema });
export const BatchSubscribeParamsSchema = z.object({ topics: TopicsSchema });
export const UnsubscribeParamsSchema = z.object({ topic: TopicSchema, id: z.optional(z.string()) });
export const BatchUnsubscribeParamsSchema = z.object({
  subscriptions: z.array(UnsubscribeParamsSchema).check(z.minLength(1), z.maxLength(MAX_BATCH_TOPICS)),
});
export const BatchFetchMessagesParamsSchema = z.object({ topics: TopicsSchema });
export const PublishParamsSchema = z.object({
  topic: TopicSchema,
  message: MessageSchema,
  ttl: TtlSchema,
  tag: z._default(TagSchema, 0),
  attestation: AttestationSchema,
});
export const ProposeSessionParamsSchema = z.object({
  pairingTopic: TopicSchema,
  sessionProposal: MessageSchema,
  ttl: z._default(TtlSchema, DEFAULT_TTL_SECONDS),
  attestation: AttestationSchema,
});
export const ApproveSessionParamsSchema = z.object({
  pairingTopic: TopicSchema,
  sessionTopic: TopicSchema,
  sessionProposalResponse: MessageSchema,
  sessionSettlementRequest: MessageSchema,
  ttl: z._default(TtlSchema, DEFAULT_TTL_SECONDS),
});

/** What an irn_subscription push and an irn_batchFetchMessages answer carry for one message. */
export interface RelayMessageData {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
  attestation?: string;
}
