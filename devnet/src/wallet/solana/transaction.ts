// What signAndSendTransaction does with the wire bytes a site hands over: decoded (transaction-summary.ts reads it for
// the approval panel), the account's signature in its slot, and the sendTransaction call to the devnet node.
import {
  type Address,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import { internalError, invalidParams } from '../errors.ts';
import type { SolanaWalletKey } from './keys.ts';

export function decodeWireTransaction(bytes: Uint8Array): Transaction {
  try {
    return getTransactionDecoder().decode(bytes) as Transaction;
  } catch (error) {
    throw invalidParams(
      `Not a Solana wire transaction: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Puts `key`'s signature of the message bytes in its slot; refuses a transaction the key is not a signer of. */
export async function signTransaction(
  transaction: Transaction,
  key: SolanaWalletKey,
): Promise<{ wire: Uint8Array; signature: Uint8Array }> {
  if (!(key.address in transaction.signatures)) {
    throw invalidParams(`The transaction does not need a signature from ${key.address}.`);
  }
  const signature = await key.sign(new Uint8Array(transaction.messageBytes));
  const signed: Transaction = {
    ...transaction,
    signatures: { ...transaction.signatures, [key.address as Address]: signature as SignatureBytes },
  };
  return { wire: new Uint8Array(getTransactionEncoder().encode(signed)), signature };
}

export interface SendOptions {
  skipPreflight?: boolean;
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  maxRetries?: number;
  minContextSlot?: number;
}

/** sendTransaction (base64) to the devnet node; a node error becomes a -32603 with the node's error as data. */
export async function sendWireTransaction(
  rpcUrl: string,
  wire: Uint8Array,
  options: SendOptions = {},
): Promise<string> {
  const body = {
    jsonrpc: '2.0',
    id: 1,
    method: 'sendTransaction',
    params: [getBase64Decoder().decode(wire), { ...options, encoding: 'base64' }],
  };
  let reply: { result?: unknown; error?: { message?: string } };
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    reply = (await response.json()) as typeof reply;
  } catch (error) {
    throw internalError(`The Solana node at ${rpcUrl} did not answer.`, {
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  if (reply.error || typeof reply.result !== 'string') {
    throw internalError(
      `sendTransaction failed: ${reply.error?.message ?? 'no signature in the answer'}`,
      reply.error,
    );
  }
  return reply.result;
}

export const base58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes);
