// solana signing in the frame (SPEC §3 shapes): signMessage {message, pubkey} (base58), signTransaction
// {transaction}, signAllTransactions {transactions}, signAndSendTransaction {transaction, options} (wire
// transactions in base64; signatures in base58).
import type { CaipNetworkId } from '@gangway/protocol';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import type { SolanaKey } from './keys.ts';
import type { RpcCall } from './rpcProxy.ts';
import { invalidParams, type SigningRequest } from './signingRequest.ts';
import { decodeWireTransaction, encodeWireTransaction } from './solanaWire.ts';

const record = (params: unknown): Record<string, unknown> =>
  params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {};

function decode(text: unknown, codec: typeof base58 | typeof base64, field: string): Uint8Array {
  if (typeof text !== 'string') throw invalidParams(`${field} is required`);
  try {
    return codec.decode(text);
  } catch {
    throw invalidParams(`${field} is not valid ${codec === base58 ? 'base58' : 'base64'}`);
  }
}

function signTransaction(key: SolanaKey, bytes: Uint8Array): { wire: Uint8Array; signature: Uint8Array } {
  let transaction: ReturnType<typeof decodeWireTransaction>;
  try {
    transaction = decodeWireTransaction(bytes);
  } catch (error) {
    throw invalidParams(error instanceof Error ? error.message : 'Invalid transaction');
  }
  const slot = transaction.signers.findIndex((signer) => base58.encode(signer) === key.address);
  if (slot < 0) throw invalidParams('This wallet is not a signer of the transaction');
  const signature = ed25519.sign(transaction.message, key.secret);
  transaction.signatures[slot] = signature;
  return { wire: encodeWireTransaction(transaction), signature };
}

function describe(bytes: Uint8Array): string {
  return `${bytes.length} bytes: ${base64.encode(bytes).slice(0, 400)}`;
}

export function solanaSigningRequest(
  method: string,
  params: unknown,
  context: { key: SolanaKey; chainId: CaipNetworkId; rpc: RpcCall },
): SigningRequest {
  const { key, chainId, rpc } = context;
  const args = record(params);
  switch (method) {
    case 'solana_signMessage': {
      if (args.pubkey !== key.address)
        throw invalidParams(`The public key ${String(args.pubkey)} is not this wallet's`);
      const message = decode(args.message, base58, 'message');
      const text = new TextDecoder().decode(message);
      return {
        title: 'Sign message',
        details: [['Message', text]],
        execute: async () => ({ signature: base58.encode(ed25519.sign(message, key.secret)) }),
      };
    }
    case 'solana_signTransaction': {
      const bytes = decode(args.transaction, base64, 'transaction');
      return {
        title: 'Sign transaction',
        details: [
          ['Network', chainId],
          ['Transaction', describe(bytes)],
        ],
        execute: async () => ({ transaction: base64.encode(signTransaction(key, bytes).wire) }),
      };
    }
    case 'solana_signAllTransactions': {
      if (
        !Array.isArray(args.transactions) ||
        args.transactions.length === 0 ||
        args.transactions.length > 100
      )
        throw invalidParams('transactions must be a list of 1 to 100 transactions');
      const all = args.transactions.map((text, i) => decode(text, base64, `transactions.${i}`));
      return {
        title: `Sign ${all.length} transactions`,
        details: all.map((bytes, i) => [`Transaction ${i + 1}`, describe(bytes)] as const),
        execute: async () => ({
          transactions: all.map((bytes) => base64.encode(signTransaction(key, bytes).wire)),
        }),
      };
    }
    case 'solana_signAndSendTransaction': {
      const bytes = decode(args.transaction, base64, 'transaction');
      const options = record(args.options);
      return {
        title: 'Send transaction',
        details: [
          ['Network', chainId],
          ['Transaction', describe(bytes)],
        ],
        execute: async () => {
          const { wire } = signTransaction(key, bytes);
          const signature = await rpc(chainId, 'sendTransaction', [
            base64.encode(wire),
            { encoding: 'base64', ...options },
          ]);
          return { signature };
        },
      };
    }
  }
  throw invalidParams(`${method} is not a solana signing method`);
}
