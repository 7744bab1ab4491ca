// Slots, blockhashes, fees and node information.
import { createHash } from 'node:crypto';
import { getBase58Decoder, getCompiledTransactionMessageDecoder } from '@solana/kit';
import { arity, configParam, stringParam, u64Param } from '../params.ts';
import { invalidParams } from '../rpc-error.ts';
import { SLOTS_PER_EPOCH } from '../slots.ts';
import { type RpcMethods, SOLANA_CORE_VERSION, withContext } from './rpc-method.ts';

export const LAMPORTS_PER_SIGNATURE = 5_000n;
export const GENESIS_HASH = getBase58Decoder().decode(
  createHash('sha256').update('gangway devnet solana genesis').digest(),
);

export const clusterMethods: RpcMethods = {
  getHealth: (params) => {
    arity(params, 0, 0);
    return 'ok';
  },
  getVersion: (params) => {
    arity(params, 0, 0);
    return { 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 };
  },
  getGenesisHash: (params) => {
    arity(params, 0, 0);
    return GENESIS_HASH;
  },
  getSlot: (params, chain) => {
    arity(params, 0, 1);
    configParam(params[0]);
    return chain.slots.slot;
  },
  getBlockHeight: (params, chain) => {
    arity(params, 0, 1);
    configParam(params[0]);
    return chain.slots.blockHeight;
  },
  getEpochInfo: (params, chain) => {
    arity(params, 0, 1);
    configParam(params[0]);
    const slot = chain.slots.slot;
    return {
      absoluteSlot: slot,
      blockHeight: chain.slots.blockHeight,
      epoch: slot / SLOTS_PER_EPOCH,
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: null,
    };
  },
  getLatestBlockhash: (params, chain) => {
    arity(params, 0, 1);
    configParam(params[0]);
    return withContext(chain, chain.slots.latestBlockhash());
  },
  isBlockhashValid: (params, chain) => {
    arity(params, 1, 2);
    const blockhash = stringParam(params[0], 'blockhash');
    configParam(params[1]);
    return withContext(chain, chain.slots.isBlockhashValid(blockhash));
  },
  getMinimumBalanceForRentExemption: (params, chain) => {
    arity(params, 1, 2);
    const size = u64Param(params[0], 'data length');
    configParam(params[1]);
    return chain.svm.minimumBalanceForRentExemption(size);
  },
  getFeeForMessage: (params, chain) => {
    arity(params, 1, 2);
    const encoded = stringParam(params[0], 'message');
    configParam(params[1]);
    let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>;
    try {
      message = getCompiledTransactionMessageDecoder().decode(Buffer.from(encoded, 'base64'));
    } catch {
      throw invalidParams('invalid message');
    }
    // A node prices a message only while its blockhash is valid; priority fees are not counted here.
    const fee = chain.slots.isBlockhashValid(message.lifetimeToken)
      ? LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts)
      : null;
    return withContext(chain, fee);
  },
};
