// Tables of gangway-server as kysely sees them. JSON columns are written as JSON text.
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, never, never>;

export interface ProjectsTable {
  id: string;
  name: string;
  /** Overrides of the remote features; keys not set take SPEC §9's defaults. */
  features: Json<Record<string, unknown>>;
  admin_token_hash: string;
  rate_limit_per_second: number | null;
  rate_limit_burst: number | null;
  /** A Sponsorship (projects/project.ts) as JSON; null: the server's default. */
  sponsorship: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
}

export interface ProjectOriginsTable {
  project_id: string;
  origin: string;
  created_at: CreatedAt;
}

export interface WalletsTable {
  id: string;
  /** 1-based position in the imported dataset: the directory's order. */
  position: number;
  name: string;
  image_id: string | null;
  rdns: string | null;
  homepage: string | null;
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  app: Json<Record<string, string | null>>;
  injected: Json<{ namespace: string; injected_id: string }[]>;
  chains: Json<string[]>;
  badge_type: string;
}

export interface ImagesTable {
  /** 'wallet' (directory icons); the other image routes fall back to generated monograms. */
  kind: string;
  id: string;
  content_type: string;
  bytes: Uint8Array;
  etag: string;
  stored_at: Generated<Date>;
}

export interface DirectoryStateTable {
  id: number;
  /** Bumped by every import, so servers sharing a database reload their in-memory index. */
  version: number;
  imported_at: ColumnType<Date, Date, Date>;
}

export interface AnalyticsEventsTable {
  project_id: string;
  event_id: string;
  url: string;
  domain: string;
  client_timestamp: number;
  props: Json<Record<string, unknown>>;
  origin: string | null;
  /** What the event weighs against its project's quota: the UTF-8 bytes of its id, url, domain and props. */
  size_bytes: number;
  received_at: Generated<Date>;
}

/** A message published through the relay, kept until expires_at for subscribers that have not acknowledged it. */
export interface RelayMessagesTable {
  /** sha256 of topic and message: a publish the client retries is stored once. */
  id: string;
  topic: string;
  message: string;
  /** The publishing client's id (its JWT's did:key), never sent the message back. */
  publisher: string;
  project_id: string;
  tag: number;
  attestation: string | null;
  /** Unix milliseconds. */
  published_at: number;
  expires_at: number;
  /** UTF-8 bytes of the message: what it weighs in the mailbox's quotas and in a fetch answer. */
  size_bytes: number;
}

/** A client that received a message and acknowledged it (an irn_subscription answer, or a fetch). */
export interface RelayAcksTable {
  message_id: string;
  client_id: string;
}

/** A topic a client used on this relay, which the relay bridge subscribes upstream until it expires. */
export interface RelayBridgeTopicsTable {
  project_id: string;
  topic: string;
  client_key: string;
  /** Unix ms. */
  expires_at: number;
}

/** The relay bridge's ed25519 seed (hex), shared by every instance: one row, id 1. */
export interface RelayBridgeIdentityTable {
  id: number;
  seed: string;
}

/** A token bucket of postgresRateLimiter (times in Unix ms, the database's clock). */
export interface BudgetBucketsTable {
  key: string;
  tokens: number;
  updated_at: number;
  full_at: number;
}

/** Amounts held by PostgresCounterStore, per key and expiry bucket. */
export interface BudgetCountersTable {
  key: string;
  ends_at: number;
  amount: number;
}

/** A checkout opened through /v1/generators/onrampurl. */
export interface OnrampPurchasesTable {
  id: string;
  project_id: string;
  provider: string;
  status: 'pending' | 'completed' | 'failed';
  chain_id: string;
  asset: string;
  symbol: string;
  address: string;
  fiat_amount: string;
  fiat_currency: string;
  crypto_amount: string | null;
  transaction_hash: string | null;
  client_key: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A provider's webhook event already applied (its replay is a no-op). */
export interface OnrampWebhookEventsTable {
  provider: string;
  event_id: string;
  purchase_id: string;
  received_at: ColumnType<Date, Date | string | undefined, never>;
}

export * from './embeddedSchema.ts';
export * from './farcasterSchema.ts';
export * from './historySchema.ts';
export * from './siwxSchema.ts';

import type { EmbeddedTables } from './embeddedSchema.ts';
import type { FarcasterTables } from './farcasterSchema.ts';
import type { HistoryTables } from './historySchema.ts';
import type { SiwxTables } from './siwxSchema.ts';
import type { SmartSessionsTables } from './smartSessionsSchema.ts';

export interface Database
  extends HistoryTables,
    EmbeddedTables,
    FarcasterTables,
    SiwxTables,
    SmartSessionsTables {
  projects: ProjectsTable;
  project_origins: ProjectOriginsTable;
  wallets: WalletsTable;
  images: ImagesTable;
  directory_state: DirectoryStateTable;
  analytics_events: AnalyticsEventsTable;
  relay_messages: RelayMessagesTable;
  relay_acks: RelayAcksTable;
  relay_bridge_topics: RelayBridgeTopicsTable;
  relay_bridge_identity: RelayBridgeIdentityTable;
  budget_buckets: BudgetBucketsTable;
  budget_counters: BudgetCountersTable;
  onramp_purchases: OnrampPurchasesTable;
  onramp_webhook_events: OnrampWebhookEventsTable;
}
