// Sign-in hardening (issue 22): each project's session-signing key is stored wrapped by the embedded wallet's key
// wrappers (key_wrapper names the one that wrapped it; null marks a key written before this migration, still in the
// clear, which the server wraps as it starts: signingKeys.ts), and each nonce records the client it was issued to,
// so open nonces are capped per client as well as per account and per project.
import type { Kysely } from 'kysely';

export async function wrapSigningKeysAndKeyNonceClients(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('siwx_signing_keys').addColumn('key_wrapper', 'text').execute();
  await db.schema.alterTable('siwx_nonces').addColumn('client_key', 'text').execute();
  await db.schema
    .createIndex('siwx_nonces_account')
    .on('siwx_nonces')
    .columns(['project_id', 'chain_id', 'address', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('siwx_nonces_client')
    .on('siwx_nonces')
    .columns(['project_id', 'client_key', 'expires_at'])
    .execute();
}
