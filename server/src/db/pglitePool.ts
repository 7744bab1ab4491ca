// A pg-style pool over one PGlite instance, so kysely's PostgresDialect drives PGlite. PGlite is a single
// session: the pool lends its one connection to one borrower at a time, so a transaction never takes in
// another request's statements (kysely's own PGlite dialect shares one connection among all callers, and
// an analytics insert could then land in, and be rolled back with, someone else's transaction).
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

export function pglitePool(pglite: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  const client = {
    async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
      const result = await pglite.query<R>(sql, [...parameters]);
      const command = (result as { command?: string }).command?.toUpperCase() ?? 'SELECT';
      return {
        command: command as PostgresQueryResult<R>['command'],
        rowCount: WRITE_COMMANDS.has(command) ? (result.affectedRows ?? 0) : result.rows.length,
        rows: result.rows,
      };
    },
  };

  return {
    options: {},
    connect() {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const turn = queue;
      queue = turn.then(() => released);
      return turn.then(() => ({ ...client, release }) as unknown as PostgresPoolClient);
    },
    async end() {
      await queue;
    },
  };
}
