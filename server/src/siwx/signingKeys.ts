// Each project's session-signing key (Ed25519, PKCS #8) at rest: wrapped by the embedded wallet's key wrappers, bound
// to its project, so a copy of the database alone cannot sign sessions. Keys written before migration 0014 are still
// in the clear (key_wrapper null): the server wraps them as it starts, and on read if one slipped in meanwhile (an
// older instance during a rolling upgrade). A row is only ever rewritten if it still is what was read.
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { KeyWrappers } from '../embedded/keys/KeyWrappers.ts';
import { unavailable } from '../errors/ApiError.ts';

/** What a wrapped signing key is bound to (its associated data): a row moved to another project does not unwrap. */
export const signingKeyContext = (projectId: string) => `siwx signing key:${projectId}`;

export const NO_KEY_WRAPPER_MESSAGE =
  'Sign-in needs a key wrapper (embedded.keyEncryptionKey or embedded.pkcs11): the session-signing keys are stored wrapped';

export function requireWrappers(wrappers: KeyWrappers | undefined): KeyWrappers {
  if (!wrappers) throw unavailable(NO_KEY_WRAPPER_MESSAGE);
  return wrappers;
}

export interface StoredSigningKey {
  project_id: string;
  private_key: Uint8Array;
  key_wrapper: string | null;
}

/** The key's PKCS #8 bytes, wrapping it in place first when it is still in the clear. */
export async function unwrapSigningKey(
  database: GangwayDatabase,
  wrappers: KeyWrappers,
  row: StoredSigningKey,
): Promise<Uint8Array> {
  const context = signingKeyContext(row.project_id);
  if (row.key_wrapper !== null)
    return wrappers.byId(row.key_wrapper).unwrap(Buffer.from(row.private_key), context);
  await database.db
    .updateTable('siwx_signing_keys')
    .set({
      private_key: await wrappers.current.wrap(row.private_key, context),
      key_wrapper: wrappers.current.id,
    })
    .where('project_id', '=', row.project_id)
    .where('key_wrapper', 'is', null)
    .execute();
  return row.private_key;
}

/** Wraps every signing key still in the clear; the number wrapped. */
export async function wrapClearSigningKeys(
  database: GangwayDatabase,
  wrappers: KeyWrappers,
): Promise<number> {
  const rows = await database.db
    .selectFrom('siwx_signing_keys')
    .select(['project_id', 'private_key', 'key_wrapper'])
    .where('key_wrapper', 'is', null)
    .execute();
  for (const row of rows) await unwrapSigningKey(database, wrappers, row);
  return rows.length;
}

/** How many signing keys are still in the clear (a server without a key wrapper warns about them). */
export async function countClearSigningKeys(database: GangwayDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('siwx_signing_keys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('key_wrapper', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Key rotation (rewrapKeys.ts): the keys `from` wrapped, re-wrapped by the current wrapper. */
export async function rewrapSigningKeys(
  database: GangwayDatabase,
  wrappers: KeyWrappers,
  from: string,
): Promise<number> {
  const rows = await database.db
    .selectFrom('siwx_signing_keys')
    .select(['project_id', 'private_key'])
    .where('key_wrapper', '=', from)
    .execute();
  let rewrapped = 0;
  for (const row of rows) {
    const context = signingKeyContext(row.project_id);
    const key = await wrappers.byId(from).unwrap(Buffer.from(row.private_key), context);
    const updated = await database.db
      .updateTable('siwx_signing_keys')
      .set({ private_key: await wrappers.current.wrap(key, context), key_wrapper: wrappers.current.id })
      .where('project_id', '=', row.project_id)
      .where('key_wrapper', '=', from)
      .executeTakeFirst();
    rewrapped += Number(updated.numUpdatedRows);
  }
  return rewrapped;
}

interface StartLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** At start: wraps the keys a server before migration 0014 left in the clear, or warns that it cannot. */
export async function secureSigningKeys(
  database: GangwayDatabase,
  wrappers: KeyWrappers | undefined,
  log: StartLog,
): Promise<void> {
  if (wrappers) {
    const wrapped = await wrapClearSigningKeys(database, wrappers);
    if (wrapped > 0) log.info({ wrapped }, 'siwx: session-signing keys stored in the clear are now wrapped');
    return;
  }
  const clear = await countClearSigningKeys(database);
  if (clear > 0)
    log.warn(
      { clear },
      `siwx: signing keys are stored in the clear and sign-in is off. ${NO_KEY_WRAPPER_MESSAGE}`,
    );
}
