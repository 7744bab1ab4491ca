// Key rotation: every key wrapped by the additional wrapper (the previous key) is re-wrapped by the current one, a
// row at a time, while the server serves (both unwrap meanwhile). A row is written only if it still names the
// wrapper it was read with, so instances re-wrapping at once, or a key stored meanwhile, lose nothing.
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import type { PeriodicJob } from '../../jobs/periodicJobs.ts';
import { rewrapSigningKeys } from '../../siwx/signingKeys.ts';
import type { KeyWrappers } from './KeyWrappers.ts';
import { serviceKeyContext } from './serviceSecret.ts';

const BATCH = 100;
const EVERY_MS = 60_000;

export interface RewrapLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RewrapRound {
  rewrapped: number;
  failed: number;
  /** Keys still wrapped by the additional wrapper after the round. */
  remaining: number;
}

async function rewrapDataKeys(
  database: GangwayDatabase,
  wrappers: KeyWrappers,
  from: string,
  log: RewrapLog,
): Promise<{ rewrapped: number; failed: number }> {
  const { current } = wrappers;
  const previous = wrappers.byId(from);
  let rewrapped = 0;
  let failed = 0;
  let after = '';
  for (;;) {
    const rows = await database.db
      .selectFrom('embedded_users')
      .select(['id', 'wrapped_data_key'])
      .where('data_key_wrapper', '=', from)
      .where('wrapped_data_key', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      after = row.id;
      try {
        const dataKey = await previous.unwrap(row.wrapped_data_key as Uint8Array, row.id);
        const updated = await database.db
          .updateTable('embedded_users')
          .set({ wrapped_data_key: await current.wrap(dataKey, row.id), data_key_wrapper: current.id })
          .where('id', '=', row.id)
          .where('data_key_wrapper', '=', from)
          .executeTakeFirst();
        rewrapped += Number(updated.numUpdatedRows);
      } catch (error) {
        failed++;
        log.error({ err: error, userId: row.id }, 'key rotation: a data key did not re-wrap');
      }
    }
    if (rows.length < BATCH) return { rewrapped, failed };
  }
}

async function rewrapServiceKeys(
  database: GangwayDatabase,
  wrappers: KeyWrappers,
  from: string,
): Promise<number> {
  const { current } = wrappers;
  const rows = await database.db
    .selectFrom('embedded_service_keys')
    .select(['purpose', 'wrapped_key'])
    .where('key_wrapper', '=', from)
    .execute();
  let rewrapped = 0;
  for (const row of rows) {
    const context = serviceKeyContext(row.purpose);
    const secret = await wrappers.byId(from).unwrap(row.wrapped_key, context);
    const updated = await database.db
      .updateTable('embedded_service_keys')
      .set({ wrapped_key: await current.wrap(secret, context), key_wrapper: current.id })
      .where('purpose', '=', row.purpose)
      .where('key_wrapper', '=', from)
      .executeTakeFirst();
    rewrapped += Number(updated.numUpdatedRows);
  }
  return rewrapped;
}

async function countWrappedBy(database: GangwayDatabase, wrapper: string): Promise<number> {
  const [users, service, signing] = await Promise.all([
    database.db
      .selectFrom('embedded_users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('data_key_wrapper', '=', wrapper)
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom('embedded_service_keys')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('key_wrapper', '=', wrapper)
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom('siwx_signing_keys')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('key_wrapper', '=', wrapper)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(users.count) + Number(service.count) + Number(signing.count);
}

/** One pass over every key the additional wrapper wrapped. */
export async function rewrapKeys(
  database: GangwayDatabase,
  wrappers: KeyWrappers,
  log: RewrapLog,
): Promise<RewrapRound> {
  const from = wrappers.additional?.id;
  if (from === undefined) return { rewrapped: 0, failed: 0, remaining: 0 };
  const service = await rewrapServiceKeys(database, wrappers, from);
  const signing = await rewrapSigningKeys(database, wrappers, from);
  const data = await rewrapDataKeys(database, wrappers, from, log);
  return {
    rewrapped: service + signing + data.rewrapped,
    failed: data.failed,
    remaining: await countWrappedBy(database, from),
  };
}

/** The rotation as a periodic job: it runs at start and then every minute until nothing is left to re-wrap. */
export function keyRotationJob(
  database: GangwayDatabase,
  wrappers: KeyWrappers,
  log: RewrapLog,
): PeriodicJob {
  let announcedDone = false;
  return {
    name: 'embedded: key rotation',
    everyMs: EVERY_MS,
    async run() {
      const round = await rewrapKeys(database, wrappers, log);
      const details = { from: wrappers.additional?.id, to: wrappers.current.id, ...round };
      if (round.rewrapped > 0 || round.failed > 0) log.info(details, 'key rotation: keys re-wrapped');
      if (round.remaining === 0 && !announcedDone) {
        announcedDone = true;
        log.info(
          details,
          'key rotation: every key is wrapped by the current wrapper; embedded.additionalKeyWrapper can go',
        );
      }
      return round.rewrapped;
    },
  };
}
