// Envelope encryption of the users' keys: each user has a random AES-256-GCM data key that seals their secrets;
// the data key is stored only wrapped by a KeyWrapper (whose key is not in the database), with the wrapper's id.
import { randomBytes } from 'node:crypto';
import type { EmbeddedNamespace } from '@gangway/protocol';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import { keyExists } from '../embeddedErrors.ts';
import { open, seal } from './aesGcm.ts';
import type { KeyWrappers } from './KeyWrappers.ts';

export interface StoredKey {
  namespace: EmbeddedNamespace;
  address: string;
  secret: Uint8Array;
}

const DATA_KEY_BYTES = 32;
/** Binds a sealed secret to its row: moved to another user, namespace or address, it does not open. */
const secretContext = (userId: string, namespace: string, address: string) =>
  `key:${userId}:${namespace}:${address}`;

export class KeyVault {
  constructor(
    private readonly database: GangwayDatabase,
    private readonly wrappers: KeyWrappers,
  ) {}

  /** Stores the user's first key of `namespace`; KEY_EXISTS when there is one. */
  async store(userId: string, key: StoredKey): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('embedded_users')
        .select(['wrapped_data_key', 'data_key_wrapper'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const existing = await trx
        .selectFrom('embedded_keys')
        .select('namespace')
        .where('user_id', '=', userId)
        .where('namespace', '=', key.namespace)
        .executeTakeFirst();
      if (existing) throw keyExists(key.namespace);
      let dataKey: Uint8Array;
      if (user.wrapped_data_key === null) {
        dataKey = randomBytes(DATA_KEY_BYTES);
        await trx
          .updateTable('embedded_users')
          .set({
            wrapped_data_key: await this.wrappers.current.wrap(dataKey, userId),
            data_key_wrapper: this.wrappers.current.id,
          })
          .where('id', '=', userId)
          .execute();
      } else {
        dataKey = await this.unwrap(user.wrapped_data_key, user.data_key_wrapper, userId);
      }
      await trx
        .insertInto('embedded_keys')
        .values({
          user_id: userId,
          namespace: key.namespace,
          address: key.address,
          ciphertext: seal(dataKey, key.secret, secretContext(userId, key.namespace, key.address)),
        })
        .execute();
    });
  }

  async list(userId: string): Promise<StoredKey[]> {
    const [user, rows] = await Promise.all([
      this.database.db
        .selectFrom('embedded_users')
        .select(['wrapped_data_key', 'data_key_wrapper'])
        .where('id', '=', userId)
        .executeTakeFirst(),
      this.database.db
        .selectFrom('embedded_keys')
        .select(['namespace', 'address', 'ciphertext'])
        .where('user_id', '=', userId)
        .orderBy('namespace')
        .execute(),
    ]);
    if (!user?.wrapped_data_key || rows.length === 0) return [];
    const dataKey = await this.unwrap(user.wrapped_data_key, user.data_key_wrapper, userId);
    return rows.map((row) => ({
      namespace: row.namespace as EmbeddedNamespace,
      address: row.address,
      secret: open(dataKey, row.ciphertext, secretContext(userId, row.namespace, row.address)),
    }));
  }

  /** By the wrapper the row names: during a rotation some keys are still the previous wrapper's. */
  private unwrap(wrapped: Uint8Array, wrapper: string | null, userId: string): Promise<Uint8Array> {
    return this.wrappers.byId(wrapper ?? this.wrappers.current.id).unwrap(wrapped, userId);
  }
}
