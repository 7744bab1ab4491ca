// What the devnet remembers of each landed transaction, for getTransaction, getSignatureStatuses and
// getSignaturesForAddress (litesvm keeps only its own metadata).
import type { Address, Signature, Transaction } from '@solana/kit';
import type { UiTokenAmount } from './token-accounts.ts';
import type { TransactionErrorJson } from './transaction-error.ts';
import type { CompiledMessage } from './wire-transaction.ts';

export interface TokenBalance {
  accountIndex: number;
  mint: Address;
  owner: Address;
  programId: Address;
  uiTokenAmount: UiTokenAmount;
}

export interface InnerInstructions {
  index: number;
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[];
}

export interface TransactionRecord {
  signature: Signature;
  slot: bigint;
  blockTime: number;
  transaction: Transaction;
  message: CompiledMessage;
  /** Static keys, then the writable and the read-only addresses loaded from lookup tables. */
  accountKeys: Address[];
  loadedAddresses: { writable: Address[]; readonly: Address[] };
  err: TransactionErrorJson | null;
  fee: bigint;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logMessages: string[];
  innerInstructions: InnerInstructions[];
  computeUnitsConsumed: bigint;
  returnData: { programId: Address; data: [string, 'base64'] } | null;
}

export interface Ledger {
  add(record: TransactionRecord): void;
  get(signature: string): TransactionRecord | undefined;
  /** Newest first. */
  involving(address: string): readonly TransactionRecord[];
  /** Where the transaction landed among all (0 first), as a block orders its transactions; undefined if unknown. */
  position(signature: string): number | undefined;
}

export function createLedger(): Ledger {
  const records = new Map<string, TransactionRecord>();
  const byAddress = new Map<string, TransactionRecord[]>();
  const positions = new Map<string, number>();
  return {
    add(record) {
      records.set(record.signature, record);
      if (!positions.has(record.signature)) positions.set(record.signature, positions.size);
      for (const address of new Set(record.accountKeys)) {
        const list = byAddress.get(address);
        if (list) list.push(record);
        else byAddress.set(address, [record]);
      }
    },
    get: (signature) => records.get(signature),
    involving: (address) => [...(byAddress.get(address) ?? [])].reverse(),
    position: (signature) => positions.get(signature),
  };
}
