// Decoding a transaction as clients send it (base64 or base58 wire bytes) and the account list it touches.
import {
  type Address,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  getAddressDecoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit';
import type { LiteSVM } from 'litesvm';
import { JsonRpcError } from '../json-rpc.ts';
import { invalidParams, RPC_ERROR } from './rpc-error.ts';

export type CompiledMessage = (CompiledTransactionMessage & CompiledTransactionMessageWithLifetime) & {
  version: 'legacy' | 0;
};

export interface WireTransaction {
  transaction: Transaction;
  message: CompiledMessage;
}

// Lookup table accounts: a 56-byte header, then the addresses.
const LOOKUP_TABLE_HEADER = 56;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const ADVANCE_NONCE_ACCOUNT = 4;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]*$/;

function wireBytes(encoded: string, encoding: 'base58' | 'base64'): Uint8Array {
  if (encoding === 'base58') {
    if (!BASE58.test(encoded)) throw invalidParams('invalid base58 encoding');
    return Uint8Array.from(getBase58Encoder().encode(encoded));
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0)
    throw invalidParams('invalid base64 encoding');
  return Uint8Array.from(Buffer.from(encoded, 'base64'));
}

export function decodeWireTransaction(encoded: string, encoding: 'base58' | 'base64'): WireTransaction {
  const bytes = wireBytes(encoded, encoding);
  let transaction: Transaction;
  let message: CompiledTransactionMessage & CompiledTransactionMessageWithLifetime;
  try {
    transaction = getTransactionDecoder().decode(bytes);
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  } catch (error) {
    throw invalidParams(
      `failed to deserialize transaction: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (message.version !== 'legacy' && message.version !== 0)
    throw new JsonRpcError(
      RPC_ERROR.unsupportedTransactionVersion,
      `Transaction version (${message.version}) is not supported`,
    );
  const headerSigners = message.header.numSignerAccounts;
  if (
    Object.keys(transaction.signatures).length !== headerSigners ||
    message.staticAccounts.length < headerSigners
  )
    throw new JsonRpcError(-32013, 'Transaction signature length mismatch');
  return { transaction, message: message as CompiledMessage };
}

export function loadedAddresses(
  svm: LiteSVM,
  message: CompiledMessage,
): { writable: Address[]; readonly: Address[] } {
  const writable: Address[] = [];
  const readonly: Address[] = [];
  if (message.version !== 0) return { writable, readonly };
  const decoder = getAddressDecoder();
  for (const lookup of message.addressTableLookups ?? []) {
    const table = svm.getAccount(lookup.lookupTableAddress);
    const data = table.exists ? table.data : new Uint8Array();
    const at = (index: number): Address => {
      const start = LOOKUP_TABLE_HEADER + index * 32;
      if (start + 32 > data.length) throw invalidParams('address lookup table index out of range');
      return decoder.decode(data.subarray(start, start + 32));
    };
    writable.push(...lookup.writableIndexes.map(at));
    readonly.push(...lookup.readonlyIndexes.map(at));
  }
  return { writable, readonly };
}

/** A durable-nonce transaction starts with AdvanceNonceAccount and carries the nonce, not a blockhash. */
export function usesDurableNonce(message: CompiledMessage): boolean {
  const first = message.instructions[0];
  if (!first || message.staticAccounts[first.programAddressIndex] !== SYSTEM_PROGRAM) return false;
  const data = first.data;
  return data !== undefined && data.length >= 4 && data[0] === ADVANCE_NONCE_ACCOUNT && data[1] === 0;
}
