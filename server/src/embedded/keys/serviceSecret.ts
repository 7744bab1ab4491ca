// The login service's own secret: the HMAC key of one-time codes and the key sessions' unlock keys derive from. It
// is random, made once and stored wrapped (embedded_service_keys), so it works the same with a KEK inside an HSM,
// survives a rotation of the wrapping key (rewrapKeys.ts), and a database copy alone does not reveal it.
import { hkdfSync, randomBytes } from 'node:crypto';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import type { KeyWrappers } from './KeyWrappers.ts';

export const SERVICE_SECRET_PURPOSE = 'service';
const SECRET_BYTES = 32;

/** What a wrapped service key is bound to (its associated data). */
export const serviceKeyContext = (purpose: string) => `service:${purpose}`;

/** The service secret, made and stored by the first instance that starts (the others read the same). */
export async function loadServiceSecret(
  database: GangwayDatabase,
  wrappers: KeyWrappers,
): Promise<Uint8Array> {
  const context = serviceKeyContext(SERVICE_SECRET_PURPOSE);
  await database.db
    .insertInto('embedded_service_keys')
    .values({
      purpose: SERVICE_SECRET_PURPOSE,
      wrapped_key: await wrappers.current.wrap(randomBytes(SECRET_BYTES), context),
      key_wrapper: wrappers.current.id,
    })
    .onConflict((conflict) => conflict.column('purpose').doNothing())
    .execute();
  const row = await database.db
    .selectFrom('embedded_service_keys')
    .select(['wrapped_key', 'key_wrapper'])
    .where('purpose', '=', SERVICE_SECRET_PURPOSE)
    .executeTakeFirstOrThrow();
  try {
    return await wrappers.byId(row.key_wrapper).unwrap(row.wrapped_key, context);
  } catch (error) {
    throw new Error(
      `The login service's secret (embedded_service_keys) does not unwrap: ${(error as Error).message}. Configure the wrapper that wrapped it as embedded.additionalKeyWrapper; if that key is lost, deleting the row makes a new secret (pending codes and the keys frames sealed for their sessions stop working: visitors log in again)`,
      { cause: error },
    );
  }
}

/** A key for one use, derived from the service secret. */
export const deriveServiceKey = (secret: Uint8Array, info: string): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', secret, 'gangway', info, 32));
