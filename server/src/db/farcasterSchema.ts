// The Farcaster sign-in channels as kysely sees them (farcasterMigration.ts).
import type { ColumnType } from 'kysely';

/** pending until the relay reports an approval that verifies; done → consumed by the frame; failed ends it. */
export type FarcasterChannelStatus = 'pending' | 'consumed' | 'failed';

export interface EmbeddedFarcasterChannelsTable {
  /** Random, what the frame names the attempt by. */
  state: string;
  project_id: string;
  device_id: string;
  /** base64url SHA-256 of the frame's verifier. */
  verifier_hash: string;
  /** The page that embeds the frame: the signed message's uri, and its host the message's domain. */
  host_origin: string;
  /** The relay's bearer token of the channel (never leaves the server). */
  channel_token: string;
  /** The nonce the signed message must carry; one channel's only. */
  nonce: string;
  /** What the Farcaster client opens (the QR code and the deep link). */
  url: string;
  status: FarcasterChannelStatus;
  /** The fid that signed in, once verified. */
  fid: string | null;
  user_id: string | null;
  created_at: ColumnType<Date, never, never>;
  expires_at: ColumnType<Date, Date, Date>;
}

export interface FarcasterTables {
  embedded_farcaster_channels: EmbeddedFarcasterChannelsTable;
}
