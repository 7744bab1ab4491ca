// The embedded-wallet tables as kysely sees them (embeddedMigration.ts).
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type Timestamp = ColumnType<Date, Date, Date>;

/** 'email', or the social provider of the identity. */
export type LoginProvider = string;

export interface EmbeddedUsersTable {
  id: string;
  project_id: string;
  preferred_account_type: ColumnType<string, string | undefined, string>;
  /** The user's data key, wrapped by the KeyWrapper named in data_key_wrapper; null until a key is stored. */
  wrapped_data_key: Uint8Array | null;
  data_key_wrapper: string | null;
  created_at: CreatedAt;
}

export interface EmbeddedIdentitiesTable {
  project_id: string;
  provider: LoginProvider;
  /** The lower-cased address for 'email'; the provider's subject for a social account. */
  subject: string;
  user_id: string;
  user_name: string | null;
  created_at: CreatedAt;
}

export interface EmbeddedDevicesTable {
  user_id: string;
  device_id: string;
  verified_at: ColumnType<Date, Date | undefined, Date>;
}

export interface EmbeddedSessionsTable {
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  project_id: string;
  device_id: string;
  login_provider: LoginProvider;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export const OTP_PURPOSES = ['login', 'update_primary', 'update_secondary'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export interface EmbeddedOtpsTable {
  id: string;
  project_id: string;
  purpose: OtpPurpose;
  /** The address the code was mailed to. */
  email: string;
  device_id: string | null;
  user_id: string | null;
  /** E-mail update: the address being moved to. */
  new_email: string | null;
  /** HMAC-SHA-256 (hex) of the id and the code under the server's code key. */
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmbeddedMailCooldownsTable {
  project_id: string;
  /** The inbox (mailboxOf: +tags folded), so the tags of one address share its cooldown. */
  email: string;
  next_at: Timestamp;
}

export const SOCIAL_ATTEMPT_STATUSES = ['pending', 'done', 'failed', 'consumed'] as const;
export type SocialAttemptStatus = (typeof SOCIAL_ATTEMPT_STATUSES)[number];

export interface EmbeddedSocialAttemptsTable {
  state: string;
  project_id: string;
  provider: string;
  device_id: string;
  /** base64url SHA-256 of the frame's verifier. */
  verifier_hash: string;
  nonce: string;
  pkce_verifier: string;
  return_to: string | null;
  /** The page that embeds the frame, as the browser reported it (the popup's completion code is posted there). */
  host_origin: string | null;
  /** base64url SHA-256 of the one-time completion code the callback handed to the browser; null until then. */
  completion_hash: string | null;
  status: SocialAttemptStatus;
  user_id: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface EmbeddedKeysTable {
  user_id: string;
  namespace: string;
  address: string;
  /** AES-256-GCM under the user's data key: iv (12) ‖ ciphertext ‖ tag (16). */
  ciphertext: Uint8Array;
  created_at: CreatedAt;
}

/** The login service's own secrets, wrapped by the KeyWrapper named in key_wrapper (embeddedMigration.ts). */
export interface EmbeddedServiceKeysTable {
  purpose: string;
  wrapped_key: Uint8Array;
  key_wrapper: string;
  created_at: CreatedAt;
}

export interface EmbeddedTables {
  embedded_users: EmbeddedUsersTable;
  embedded_identities: EmbeddedIdentitiesTable;
  embedded_devices: EmbeddedDevicesTable;
  embedded_sessions: EmbeddedSessionsTable;
  embedded_otps: EmbeddedOtpsTable;
  embedded_mail_cooldowns: EmbeddedMailCooldownsTable;
  embedded_social_attempts: EmbeddedSocialAttemptsTable;
  embedded_keys: EmbeddedKeysTable;
  embedded_service_keys: EmbeddedServiceKeysTable;
}
