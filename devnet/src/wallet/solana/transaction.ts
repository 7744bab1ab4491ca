// What signAndSendTransaction does with the wire bytes a site hands over: a readable summary for the approval panel,
// the account's signature in its slot, and the sendTransaction call to the devnet node.
import {
  type Address,
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import { internalError, invalidParams } from '../errors.ts';
import type { SolanaWalletKey } from './keys.ts';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const SYSTEM_TRANSFER = 2;
const LAMPORTS_PER_SOL = 1_000_000_000n;
// The devnet charges a flat 5 000 lamports per signature (devnet/README.md): good enough for a summary line.
const LAMPORTS_PER_SIGNATURE = 5_000n;

/** Only what the summary reads; legacy, v0 and v1 compiled messages all have these. */
interface MessageShape {
  header?: { numSignerAccounts?: number };
  staticAccounts?: readonly string[];
  instructions?: readonly {
    programAddressIndex: number;
    accountIndices?: readonly number[];
    data?: ArrayLike<number>;
  }[];
}

export function decodeWireTransaction(bytes: Uint8Array): Transaction {
  try {
    return getTransactionDecoder().decode(bytes) as Transaction;
  } catch (error) {
    throw invalidParams(
      `Not a Solana wire transaction: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function sol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL;
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} SOL`;
}

function littleEndian(data: ArrayLike<number>, from: number, bytes: number): bigint {
  let value = 0n;
  for (let index = bytes - 1; index >= 0; index--) value = (value << 8n) | BigInt(data[from + index] ?? 0);
  return value;
}

/** Lines for the panel: each System transfer decoded (recipient, amount), other instructions by program; the fee. */
export function transactionSummary(transaction: Transaction): string[] {
  let message: MessageShape;
  try {
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes) as MessageShape;
  } catch {
    return ['A transaction the wallet cannot decode'];
  }
  const accounts = message.staticAccounts ?? [];
  const lines = (message.instructions ?? []).map((instruction) => {
    const program = accounts[instruction.programAddressIndex] ?? 'an address lookup table program';
    const data = instruction.data ?? [];
    if (
      program === SYSTEM_PROGRAM &&
      data.length === 12 &&
      littleEndian(data, 0, 4) === BigInt(SYSTEM_TRANSFER)
    ) {
      const to = accounts[instruction.accountIndices?.[1] ?? -1] ?? 'a looked-up account';
      return `Send ${sol(littleEndian(data, 4, 8))} to ${to}`;
    }
    return `Call program ${program}`;
  });
  const signers = BigInt(message.header?.numSignerAccounts ?? Object.keys(transaction.signatures).length);
  return [...lines, `Fee: ${sol(signers * LAMPORTS_PER_SIGNATURE)}`];
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
