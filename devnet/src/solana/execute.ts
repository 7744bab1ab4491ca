// Runs one decoded transaction on litesvm and records what a history indexer reads: balances before and
// after (SOL and SPL), logs, inner instructions and the error, if any.
import { type Address, getAddressDecoder, getBase58Decoder, getSignatureFromTransaction } from '@solana/kit';
import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm';
import type { InnerInstructions, TokenBalance, TransactionRecord } from './ledger.ts';
import { readMint, readTokenAccount, uiTokenAmount } from './token-accounts.ts';
import { type TransactionErrorJson, transactionErrorJson } from './transaction-error.ts';
import { loadedAddresses, type WireTransaction } from './wire-transaction.ts';

export interface ExecutionOutcome {
  err: TransactionErrorJson | null;
  meta: TransactionMetadata;
}

function tokenBalances(svm: LiteSVM, keys: readonly Address[]): TokenBalance[] {
  return keys.flatMap((address, accountIndex) => {
    const account = svm.getAccount(address);
    if (!account.exists) return [];
    const token = readTokenAccount(account);
    if (!token) return [];
    const mintAccount = svm.getAccount(token.mint);
    const decimals = mintAccount.exists ? (readMint(mintAccount)?.decimals ?? 0) : 0;
    return [
      {
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.programAddress,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      },
    ];
  });
}

function lamportBalances(svm: LiteSVM, keys: readonly Address[]): bigint[] {
  return keys.map((address) => svm.getBalance(address) ?? 0n);
}

function innerInstructions(meta: TransactionMetadata): InnerInstructions[] {
  const base58 = getBase58Decoder();
  return meta.innerInstructions().flatMap((list, index) =>
    list.length === 0
      ? []
      : [
          {
            index,
            instructions: list.map((inner) => {
              const instruction = inner.instruction();
              return {
                programIdIndex: instruction.programIdIndex(),
                accounts: [...instruction.accounts()],
                data: base58.decode(instruction.data()),
                stackHeight: inner.stackHeight(),
              };
            }),
          },
        ],
  );
}

function returnData(meta: TransactionMetadata): TransactionRecord['returnData'] {
  const data = meta.returnData();
  const bytes = data.data();
  if (bytes.length === 0) return null;
  return {
    programId: getAddressDecoder().decode(data.programId()),
    data: [Buffer.from(bytes).toString('base64'), 'base64'],
  };
}

/**
 * Sends the transaction to litesvm. Returns the record to keep when it landed (succeeded, or failed while
 * running its instructions and paid the fee), with the outcome either way.
 */
export function execute(
  svm: LiteSVM,
  wire: WireTransaction,
  block: { slot: bigint; blockTime: number },
): ExecutionOutcome & { record: TransactionRecord } {
  const loaded = loadedAddresses(svm, wire.message);
  const accountKeys = [...wire.message.staticAccounts, ...loaded.writable, ...loaded.readonly];
  const preBalances = lamportBalances(svm, accountKeys);
  const preTokenBalances = tokenBalances(svm, accountKeys);
  const result = svm.sendTransaction(wire.transaction);
  const failed = result instanceof FailedTransactionMetadata;
  const meta = failed ? result.meta() : result;
  const err = failed ? transactionErrorJson(result.err()) : null;
  const postBalances = lamportBalances(svm, accountKeys);
  const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
  const record: TransactionRecord = {
    signature: getSignatureFromTransaction(wire.transaction),
    slot: block.slot,
    blockTime: block.blockTime,
    transaction: wire.transaction,
    message: wire.message,
    accountKeys,
    loadedAddresses: loaded,
    err,
    // Lamports only leave the accounts of a transaction as its fee.
    fee: sum(preBalances) - sum(postBalances),
    preBalances,
    postBalances,
    preTokenBalances,
    postTokenBalances: tokenBalances(svm, accountKeys),
    logMessages: meta.logs(),
    innerInstructions: innerInstructions(meta),
    computeUnitsConsumed: meta.computeUnitsConsumed(),
    returnData: returnData(meta),
  };
  return { err, meta, record };
}
