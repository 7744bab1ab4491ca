// Transaction history: getTransaction and getSignaturesForAddress over the ledger.
import { getBase58Decoder, getTransactionEncoder } from '@solana/kit';
import { JsonRpcError } from '../../json-rpc.ts';
import type { TransactionRecord } from '../ledger.ts';
import {
  addressParam,
  arity,
  type Config,
  configParam,
  optionalEnum,
  optionalInteger,
  signatureParam,
} from '../params.ts';
import { invalidParams, RPC_ERROR } from '../rpc-error.ts';
import type { RpcMethods } from './rpc-method.ts';

const MAX_SIGNATURES = 1000;
const TRANSACTION_ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58'] as const;
type TransactionEncoding = (typeof TRANSACTION_ENCODINGS)[number];

function rejectProcessed(config: Config): void {
  if (config.commitment === 'processed')
    throw invalidParams('Method does not support commitment below `confirmed`');
}

function messageJson(record: TransactionRecord, parsed: boolean) {
  const { message } = record;
  const base58 = getBase58Decoder();
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header;
  const staticCount = message.staticAccounts.length;
  const isWritable = (index: number) =>
    index < numSignerAccounts
      ? index < numSignerAccounts - numReadonlySignerAccounts
      : index < staticCount
        ? index < staticCount - numReadonlyNonSignerAccounts
        : index < staticCount + record.loadedAddresses.writable.length;
  const instructions = message.instructions.map((instruction) => {
    const accounts = instruction.accountIndices ?? [];
    const data = base58.decode(instruction.data ?? new Uint8Array());
    // jsonParsed without a program parser gives the partially decoded form, as a node does for unknown programs.
    return parsed
      ? {
          programId: record.accountKeys[instruction.programAddressIndex],
          accounts: accounts.map((index) => record.accountKeys[index]),
          data,
          stackHeight: null,
        }
      : { programIdIndex: instruction.programAddressIndex, accounts, data, stackHeight: null };
  });
  return {
    accountKeys: parsed
      ? record.accountKeys.map((pubkey, index) => ({
          pubkey,
          signer: index < numSignerAccounts,
          writable: isWritable(index),
          source: index < staticCount ? 'transaction' : 'lookupTable',
        }))
      : message.staticAccounts,
    header: {
      numRequiredSignatures: numSignerAccounts,
      numReadonlySignedAccounts: numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: numReadonlyNonSignerAccounts,
    },
    recentBlockhash: message.lifetimeToken,
    instructions,
    ...(message.version === 0
      ? {
          addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
            accountKey: lookup.lookupTableAddress,
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
      : {}),
  };
}

function transactionJson(record: TransactionRecord, encoding: TransactionEncoding) {
  if (encoding === 'base64' || encoding === 'base58') {
    const bytes = getTransactionEncoder().encode(record.transaction);
    return encoding === 'base64'
      ? [Buffer.from(bytes).toString('base64'), 'base64']
      : [getBase58Decoder().decode(bytes), 'base58'];
  }
  return {
    signatures: Object.values(record.transaction.signatures).map((signature) =>
      signature
        ? getBase58Decoder().decode(signature)
        : '1111111111111111111111111111111111111111111111111111111111111111',
    ),
    message: messageJson(record, encoding === 'jsonParsed'),
  };
}

function metaJson(record: TransactionRecord) {
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: record.innerInstructions,
    logMessages: record.logMessages,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: record.loadedAddresses,
    computeUnitsConsumed: record.computeUnitsConsumed,
    ...(record.returnData ? { returnData: record.returnData } : {}),
  };
}

export const historyMethods: RpcMethods = {
  getTransaction: (params, chain) => {
    arity(params, 1, 2);
    const signature = signatureParam(params[0]);
    // A bare string second param is the legacy way of naming the encoding.
    const config = typeof params[1] === 'string' ? { encoding: params[1] } : configParam(params[1]);
    rejectProcessed(config);
    const encoding = optionalEnum(config, 'encoding', TRANSACTION_ENCODINGS) ?? 'json';
    const maxVersion = optionalInteger(config, 'maxSupportedTransactionVersion');
    const record = chain.ledger.get(signature);
    if (!record) return null;
    if (record.message.version === 0 && maxVersion === undefined)
      throw new JsonRpcError(
        RPC_ERROR.unsupportedTransactionVersion,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      );
    return {
      slot: record.slot,
      blockTime: record.blockTime,
      transaction: transactionJson(record, encoding),
      meta: metaJson(record),
      ...(maxVersion === undefined ? {} : { version: record.message.version }),
    };
  },
  getSignaturesForAddress: (params, chain) => {
    arity(params, 1, 2);
    const address = addressParam(params[0]);
    const config = configParam(params[1]);
    rejectProcessed(config);
    const limit = optionalInteger(config, 'limit') ?? MAX_SIGNATURES;
    if (limit < 1 || limit > MAX_SIGNATURES) throw invalidParams(`Invalid limit; max ${MAX_SIGNATURES}`);
    const before =
      config.before === undefined || config.before === null ? undefined : signatureParam(config.before);
    const until =
      config.until === undefined || config.until === null ? undefined : signatureParam(config.until);
    // As Solana's RPC does: `before` and `until` may be any landed transaction, not only one of the address's (a
    // wallet merging the lists of an owner and its token accounts pages with one signature); where it landed
    // bounds the list.
    const position = (signature: string) => chain.ledger.position(signature) ?? -1;
    let records = chain.ledger.involving(address);
    if (before !== undefined) {
      const anchor = chain.ledger.position(before);
      records = anchor === undefined ? [] : records.filter((record) => position(record.signature) < anchor);
    }
    if (until !== undefined) {
      const anchor = chain.ledger.position(until);
      if (anchor !== undefined) records = records.filter((record) => position(record.signature) > anchor);
    }
    return records.slice(0, limit).map((record) => ({
      signature: record.signature,
      slot: record.slot,
      err: record.err,
      memo: null,
      blockTime: record.blockTime,
      confirmationStatus: 'finalized',
    }));
  },
};
