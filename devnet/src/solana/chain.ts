// One Solana ledger over litesvm: accepts, simulates and records transactions, advances slots and tells
// subscribers. Every landed transaction is final at once (one validator, no forks), so processed,
// confirmed and finalized are reached together.
import { EventEmitter } from 'node:events';
import type { Signature } from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM, type SimulatedTransactionInfo } from 'litesvm';
import { JsonRpcError } from '../json-rpc.ts';
import { execute } from './execute.ts';
import { createLedger, type Ledger, type TransactionRecord } from './ledger.ts';
import { RPC_ERROR } from './rpc-error.ts';
import { createSlots, type SlotInfo, type Slots } from './slots.ts';
import {
  describeTransactionError,
  landsOnChain,
  type TransactionErrorJson,
  transactionErrorJson,
} from './transaction-error.ts';
import { usesDurableNonce, type WireTransaction } from './wire-transaction.ts';

export interface ChainEvents {
  slot: [SlotInfo];
  transaction: [TransactionRecord];
}

export interface SendOptions {
  skipPreflight?: boolean;
}

export interface SimulateOptions {
  sigVerify?: boolean;
  replaceRecentBlockhash?: boolean;
}

export interface Simulation {
  err: TransactionErrorJson | null;
  logs: string[];
  unitsConsumed: bigint;
  /** Accounts after the simulated transaction, in its account order (none when it failed). */
  postAccounts: ReturnType<SimulatedTransactionInfo['postAccounts']>;
}

export class SolanaChain {
  readonly svm: LiteSVM;
  readonly slots: Slots;
  readonly ledger: Ledger;
  readonly events = new EventEmitter<ChainEvents>();

  constructor() {
    // The blockhash check is ours (slots.ts): litesvm accepts only its latest blockhash, a client holds
    // one for many slots.
    this.svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(100_000n);
    this.slots = createSlots(this.svm);
    this.ledger = createLedger();
    this.events.setMaxListeners(0);
  }

  advanceSlot(): SlotInfo {
    const info = this.slots.advance();
    this.events.emit('slot', info);
    return info;
  }

  private checkLifetime(wire: WireTransaction): void {
    if (usesDurableNonce(wire.message) || this.slots.isBlockhashValid(wire.message.lifetimeToken)) return;
    throw preflightFailure('BlockhashNotFound', []);
  }

  private withSigverify<T>(enabled: boolean, run: () => T): T {
    if (enabled) return run();
    this.svm.withSigverify(false);
    try {
      return run();
    } finally {
      this.svm.withSigverify(true);
    }
  }

  simulate(wire: WireTransaction, options: SimulateOptions = {}): Simulation {
    if (!options.replaceRecentBlockhash && !this.slots.isBlockhashValid(wire.message.lifetimeToken)) {
      if (!usesDurableNonce(wire.message))
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, postAccounts: [] };
    }
    const sigVerify = options.sigVerify ?? false;
    if (sigVerify) assertSigned(wire);
    const result = this.withSigverify(sigVerify, () => this.svm.simulateTransaction(wire.transaction));
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta();
      return {
        err: transactionErrorJson(result.err()),
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        postAccounts: [],
      };
    }
    const meta = result.meta();
    return {
      err: null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      postAccounts: result.postAccounts(),
    };
  }

  /** Lands the transaction in the current slot, then opens the next one. */
  send(wire: WireTransaction, options: SendOptions = {}): Signature {
    assertSigned(wire);
    this.checkLifetime(wire);
    if (!options.skipPreflight) {
      const simulation = this.simulate(wire, { sigVerify: true });
      if (simulation.err !== null)
        throw preflightFailure(simulation.err, simulation.logs, simulation.unitsConsumed);
    }
    const { err, meta, record } = execute(this.svm, wire, {
      slot: this.slots.slot,
      blockTime: this.slots.blockTime,
    });
    if (err !== null && !landsOnChain(err)) {
      if (err === 'SignatureFailure') throw signatureFailure();
      throw preflightFailure(err, meta.logs(), meta.computeUnitsConsumed());
    }
    this.ledger.add(record);
    this.events.emit('transaction', record);
    this.advanceSlot();
    return record.signature;
  }
}

function assertSigned(wire: WireTransaction): void {
  if (Object.values(wire.transaction.signatures).some((signature) => signature === null))
    throw signatureFailure();
}

function signatureFailure(): JsonRpcError {
  return new JsonRpcError(
    RPC_ERROR.signatureVerificationFailure,
    'Transaction signature verification failure',
  );
}

function preflightFailure(err: TransactionErrorJson, logs: string[], unitsConsumed = 0n): JsonRpcError {
  return new JsonRpcError(
    RPC_ERROR.preflightFailure,
    `Transaction simulation failed: ${describeTransactionError(err)}`,
    {
      err,
      logs,
      accounts: null,
      unitsConsumed,
      returnData: null,
      innerInstructions: null,
    },
  );
}
