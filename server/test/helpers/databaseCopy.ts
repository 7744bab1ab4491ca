// What an attacker holding a copy of the database (and nothing else) can do with the embedded wallet's keys: every
// row of every table, every 32-byte value and window in it tried as a key-encryption key and as a data key.
import { sql } from 'kysely';
import type { GangwayDatabase } from '../../src/db/openDatabase.ts';
import { open } from '../../src/embedded/keys/aesGcm.ts';
import { LocalKeyWrapper } from '../../src/embedded/keys/LocalKeyWrapper.ts';

export interface CopyVerdict {
  /** The secret's bytes, hex, base64 or base64url appear somewhere in the dump. */
  secretFoundInDump: boolean;
  candidateKeysTried: number;
  recoveredWithoutKek: boolean;
  /** Control: the same dump with the configured KEK gives the key back. */
  recoveredWithKek: boolean;
}

async function dump(database: GangwayDatabase): Promise<Buffer[]> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema()`.execute(
    database.db,
  );
  const values: Buffer[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table_name)}`.execute(
      database.db,
    );
    for (const row of rows.rows) {
      for (const value of Object.values(row)) {
        if (value instanceof Uint8Array) values.push(Buffer.from(value));
        else if (value !== null)
          values.push(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)));
      }
    }
  }
  return values;
}

function candidateKeys(values: readonly Buffer[]): Buffer[] {
  const candidates: Buffer[] = [];
  for (const value of values) {
    for (let offset = 0; offset + 32 <= value.length && offset < 4_096; offset++)
      candidates.push(value.subarray(offset, offset + 32));
    const text = value.toString('utf8');
    for (const encoding of ['hex', 'base64url', 'base64'] as const) {
      const decoded = Buffer.from(text, encoding);
      if (decoded.length >= 32) candidates.push(decoded.subarray(0, 32));
    }
  }
  return candidates;
}

const opens = (key: Buffer, sealed: Uint8Array, context: string): Buffer | undefined => {
  try {
    return Buffer.from(open(key, sealed, context));
  } catch {
    return undefined;
  }
};

export async function databaseHoldsNoKey(
  database: GangwayDatabase,
  secret: Buffer,
  kek: Buffer,
): Promise<CopyVerdict> {
  const values = await dump(database);
  const needles = [
    secret,
    ...(['hex', 'base64', 'base64url'] as const).map((e) => Buffer.from(secret.toString(e))),
  ];
  const secretFoundInDump = values.some((value) => needles.some((needle) => value.includes(needle)));
  const candidates = candidateKeys(values);
  const keys = await database.db
    .selectFrom('embedded_keys')
    .innerJoin('embedded_users', 'embedded_users.id', 'embedded_keys.user_id')
    .select(['user_id', 'namespace', 'address', 'ciphertext', 'wrapped_data_key'])
    .execute();
  let recoveredWithoutKek = false;
  let recoveredWithKek = false;
  for (const key of keys) {
    const context = `key:${key.user_id}:${key.namespace}:${key.address}`;
    for (const candidate of candidates) {
      const direct = opens(candidate, key.ciphertext, context);
      const dataKey =
        key.wrapped_data_key && opens(candidate, key.wrapped_data_key, `data-key:${key.user_id}`);
      const viaDataKey = dataKey && opens(dataKey, key.ciphertext, context);
      if (direct?.equals(secret) || viaDataKey?.equals(secret)) recoveredWithoutKek = true;
    }
    if (key.wrapped_data_key) {
      const dataKey = await new LocalKeyWrapper(kek).unwrap(key.wrapped_data_key, key.user_id);
      recoveredWithKek ||= opens(Buffer.from(dataKey), key.ciphertext, context)?.equals(secret) ?? false;
    }
  }
  return { secretFoundInDump, candidateKeysTried: candidates.length, recoveredWithoutKek, recoveredWithKek };
}
