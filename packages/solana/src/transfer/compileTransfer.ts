import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessageBytesBase64,
} from '@solana/kit';

export interface RecentBlockhash {
  blockhash: Blockhash;
  lastValidBlockHeight: bigint;
}

export interface CompiledTransfer {
  /** The unsigned transaction in wire format, for the wallet to sign and send. */
  wire: Uint8Array;
  /** The message, for getFeeForMessage. */
  messageBase64: TransactionMessageBytesBase64;
}

/** A version 0 transaction paid by `feePayer`, living until `lifetime`'s block height. */
export function compileTransfer(
  feePayer: Address,
  lifetime: RecentBlockhash,
  instructions: readonly Instruction[],
): CompiledTransfer {
  const transaction = compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayer(feePayer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  );
  return {
    wire: new Uint8Array(getTransactionEncoder().encode(transaction)),
    messageBase64: getBase64Decoder().decode(transaction.messageBytes) as TransactionMessageBytesBase64,
  };
}
