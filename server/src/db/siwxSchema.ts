// The tables of siwxMigration.ts as kysely sees them.
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type Json<T> = ColumnType<T, string, string>;

export interface SiwxNoncesTable {
  nonce: string;
  project_id: string;
  chain_id: string;
  address: string;
  expires_at: Date;
  /** The client (clientKey.ts) it was issued to; null for nonces issued before migration 0014. */
  client_key: string | null;
}

export interface SiwxSessionsTable {
  id: string;
  project_id: string;
  chain_id: string;
  address: string;
  domain: string;
  uri: string;
  message: string;
  signature: string;
  verified_as: string;
  issued_at: Date;
  expires_at: Date;
  created_at: CreatedAt;
  revoked_at: ColumnType<Date | null, never, Date>;
}

export interface SiwxSigningKeysTable {
  project_id: string;
  kid: string;
  /** PKCS #8 DER of the Ed25519 key, wrapped by key_wrapper (in the clear while key_wrapper is null). */
  private_key: Uint8Array;
  /** The key wrapper that wrapped private_key (KeyWrapper.id); null: written before migration 0014, not wrapped yet. */
  key_wrapper: string | null;
  /** The public key, base64url (a JWK's x). */
  public_x: string;
  created_at: CreatedAt;
}

export interface ProfileNamesTable {
  /** ENSIP-15 normalized, label and zone. */
  name: string;
  /** The project the registration came through (null: seeded by the operator). */
  project_id: string | null;
  coin_type: ColumnType<string, number, number>;
  address: string;
  /** The address as lookups compare it (lower case for eip155). */
  address_key: string;
  attributes: Json<Record<string, string>>;
  registered_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SiwxTables {
  siwx_nonces: SiwxNoncesTable;
  siwx_sessions: SiwxSessionsTable;
  siwx_signing_keys: SiwxSigningKeysTable;
  profile_names: ProfileNamesTable;
}
