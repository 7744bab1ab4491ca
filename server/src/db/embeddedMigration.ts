// The embedded-wallet login service's tables (issue 10): users, their identities (an e-mail address or a social
// account), verified devices, sessions (token hashes), one-time codes (HMACs), mail cooldowns, social login
// attempts, and envelope-encrypted keys. No secret is stored in a form that works without the server configuration.
import { type Kysely, sql } from 'kysely';

export async function createEmbeddedTables(db: Kysely<unknown>): Promise<void> {
  const createdAt = sql`now()`;
  await db.schema
    .createTable('embedded_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('preferred_account_type', 'text', (c) => c.notNull().defaultTo('eoa'))
    .addColumn('wrapped_data_key', 'bytea')
    .addColumn('data_key_wrapper', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema
    .createTable('embedded_identities')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('embedded_users.id').onDelete('cascade'))
    .addColumn('user_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addPrimaryKeyConstraint('embedded_identities_pk', ['project_id', 'provider', 'subject'])
    .execute();
  await db.schema
    .createIndex('embedded_identities_user')
    .on('embedded_identities')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('embedded_devices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('embedded_users.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addPrimaryKeyConstraint('embedded_devices_pk', ['user_id', 'device_id'])
    .execute();
  await db.schema
    .createTable('embedded_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('embedded_users.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('login_provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('embedded_sessions_user').on('embedded_sessions').column('user_id').execute();
  await db.schema
    .createTable('embedded_otps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('embedded_users.id').onDelete('cascade'))
    .addColumn('new_email', 'text')
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('embedded_otps_subject')
    .on('embedded_otps')
    .columns(['project_id', 'purpose', 'email', 'created_at'])
    .execute();
  await db.schema
    .createTable('embedded_mail_cooldowns')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('next_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('embedded_mail_cooldowns_pk', ['project_id', 'email'])
    .execute();
  await db.schema
    .createTable('embedded_social_attempts')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('verifier_hash', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('pkce_verifier', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('embedded_users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('embedded_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('embedded_users.id').onDelete('cascade'))
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('ciphertext', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addPrimaryKeyConstraint('embedded_keys_pk', ['user_id', 'namespace'])
    .execute();
}

/**
 * Issue 17: a social login is bound to the browser that completed it. The attempt records the host origin it was
 * started for (the callback posts the completion code there) and the hash of that one-time code.
 */
export async function bindSocialAttempts(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('embedded_social_attempts').addColumn('host_origin', 'text').execute();
  await db.schema.alterTable('embedded_social_attempts').addColumn('completion_hash', 'text').execute();
  await db.schema
    .createIndex('embedded_social_attempts_expires_at')
    .on('embedded_social_attempts')
    .column('expires_at')
    .execute();
  await db.schema.createIndex('embedded_otps_expires_at').on('embedded_otps').column('expires_at').execute();
  await db.schema
    .createIndex('embedded_sessions_expires_at')
    .on('embedded_sessions')
    .column('expires_at')
    .execute();
}

/**
 * Issue 27: the login service's own secret (codes' HMAC key, sessions' unlock keys derive from it), random and stored
 * wrapped like the users' data keys, so a KEK inside an HSM serves for it too and a rotation re-wraps it.
 */
export async function createServiceKeys(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embedded_service_keys')
    .addColumn('purpose', 'text', (c) => c.primaryKey())
    .addColumn('wrapped_key', 'bytea', (c) => c.notNull())
    .addColumn('key_wrapper', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
