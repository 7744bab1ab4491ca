// The tables of smartSessionsMigration.ts as kysely sees them.
import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface SmartSessionsTable {
  chain_id: string;
  /** The smart account, lower-cased. */
  account: string;
  /** The session's id on chain (the permissions context, pci). */
  id: string;
  signer: string;
  valid_after: ColumnType<string, number, number>;
  valid_until: ColumnType<string, number, number>;
  /** SmartSessionPermission[] as JSON. */
  permissions: Json<unknown[]>;
  /** When it was seen revoked (on chain or through POST /v1/sessions/{address}/revoke); null: live. */
  revoked_at: ColumnType<Date | null, never, Date>;
}

export interface SmartSessionScansTable {
  chain_id: string;
  account: string;
  /** The last block whose GangwaySessionKeys logs for the account are in smart_sessions. */
  scanned_block: ColumnType<string, number, number>;
}

export interface SmartSessionsTables {
  smart_sessions: SmartSessionsTable;
  smart_session_scans: SmartSessionScansTable;
}
