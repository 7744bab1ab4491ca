// Transfers out of a block's transactions and receipts: the transaction's own value (native), ERC-20 and
// ERC-721 Transfer logs, ERC-1155 TransferSingle and TransferBatch logs. A log that does not decode is skipped.
import { NATIVE_TOKEN_ADDRESS } from '@gangway/protocol';
import { decodeAbiParameters, type Hex } from 'viem';
import type { TransferStandard } from '../../db/historySchema.ts';
import type { RpcLog, RpcTransaction } from './evmRpcSchemas.ts';

export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
export const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
export const TRANSFER_BATCH_TOPIC = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb';
/** The log index of a transaction's own value transfer. */
export const NATIVE_LOG_INDEX = -1;

export interface DecodedTransfer {
  logIndex: number;
  item: number;
  standard: TransferStandard;
  token: string;
  tokenId: string | null;
  from: string;
  to: string;
  amount: bigint;
}

const topicAddress = (topic: string): string => `0x${topic.slice(26)}`.toLowerCase();
const isWord = (value: string | undefined): value is string => value?.length === 66;

export function nativeTransfer(tx: RpcTransaction): DecodedTransfer | null {
  const amount = BigInt(tx.value);
  if (amount === 0n || !tx.to) return null;
  return {
    logIndex: NATIVE_LOG_INDEX,
    item: 0,
    standard: 'native',
    token: NATIVE_TOKEN_ADDRESS,
    tokenId: null,
    from: tx.from.toLowerCase(),
    to: tx.to.toLowerCase(),
    amount,
  };
}

export function logTransfers(log: RpcLog): DecodedTransfer[] {
  try {
    return decodeLog(log);
  } catch {
    return [];
  }
}

function decodeLog(log: RpcLog): DecodedTransfer[] {
  const [topic0, t1, t2, t3] = log.topics;
  const base = { logIndex: Number(BigInt(log.logIndex)), token: log.address.toLowerCase() };
  if (topic0 === TRANSFER_TOPIC && isWord(t1) && isWord(t2)) {
    // ERC-721 indexes the token id (4 topics); ERC-20 puts the amount in the data (3 topics).
    if (log.topics.length === 4 && isWord(t3)) {
      const tokenId = BigInt(t3).toString();
      const from = topicAddress(t1);
      return [{ ...base, item: 0, standard: 'erc721', tokenId, from, to: topicAddress(t2), amount: 1n }];
    }
    if (log.topics.length === 3 && log.data.length === 66) {
      const amount = BigInt(log.data);
      return [
        {
          ...base,
          item: 0,
          standard: 'erc20',
          tokenId: null,
          from: topicAddress(t1),
          to: topicAddress(t2),
          amount,
        },
      ];
    }
    return [];
  }
  if (log.topics.length !== 4 || !isWord(t2) || !isWord(t3)) return [];
  const from = topicAddress(t2);
  const to = topicAddress(t3);
  if (topic0 === TRANSFER_SINGLE_TOPIC) {
    const [id, amount] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data as Hex);
    return [{ ...base, item: 0, standard: 'erc1155', tokenId: id.toString(), from, to, amount }];
  }
  if (topic0 === TRANSFER_BATCH_TOPIC) {
    const [ids, amounts] = decodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      log.data as Hex,
    );
    if (ids.length !== amounts.length) return [];
    return ids.map((id, item) => ({
      ...base,
      item,
      standard: 'erc1155' as const,
      tokenId: id.toString(),
      from,
      to,
      amount: amounts[item] ?? 0n,
    }));
  }
  return [];
}
