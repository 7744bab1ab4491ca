// The ERC-4337 user operations a bundler's handleOps transaction carried: for each, the smart account that sent it
// (UserOperationEvent), whether its calls ran, and the calls its account made (execute / executeBatch of Gangway's
// smart account). The indexer lists a user operation under its account, with the native value its calls moved (an
// internal transfer, which no log and no transaction value shows). Only the canonical EntryPoints are read.
import { gangwayAccountAbi, NATIVE_TOKEN_ADDRESS } from '@gangway/protocol';
import { decodeEventLog, decodeFunctionData, type Hex, isAddressEqual } from 'viem';
import { entryPoint07Abi, entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction';
import type { RpcLog, RpcReceipt, RpcTransaction } from './evmRpcSchemas.ts';
import type { DecodedTransfer } from './evmTransfers.ts';

/** EntryPoint v0.7 and v0.8 (the same handleOps and UserOperationEvent). */
const ENTRY_POINTS: readonly string[] = [entryPoint07Address, entryPoint08Address].map((address) =>
  address.toLowerCase(),
);

export interface AccountCall {
  target: string;
  value: bigint;
  /** The call's first 4 bytes, or null for a plain value transfer. */
  selector: string | null;
}

export interface DecodedUserOperation {
  /** The index of its UserOperationEvent in the block. */
  logIndex: number;
  sender: string;
  success: boolean;
  /** Empty when the account's call data is not one this indexer reads. */
  calls: AccountCall[];
}

const selectorOf = (data: Hex): string | null => (data.length >= 10 ? data.slice(0, 10).toLowerCase() : null);

function accountCalls(callData: Hex): AccountCall[] {
  try {
    const decoded = decodeFunctionData({ abi: gangwayAccountAbi, data: callData });
    if (decoded.functionName === 'execute') {
      const [target, value, data] = decoded.args;
      return [{ target: target.toLowerCase(), value, selector: selectorOf(data) }];
    }
    if (decoded.functionName === 'executeBatch')
      return decoded.args[0].map((call) => ({
        target: call.target.toLowerCase(),
        value: call.value,
        selector: selectorOf(call.data),
      }));
  } catch {
    // Another account's call data: the operation is listed without its calls.
  }
  return [];
}

function userOperationEvent(log: RpcLog) {
  try {
    const event = decodeEventLog({
      abi: entryPoint07Abi,
      data: log.data as Hex,
      topics: log.topics as [Hex, ...Hex[]],
    });
    return event.eventName === 'UserOperationEvent' ? event.args : undefined;
  } catch {
    return undefined;
  }
}

/** The user operations of a mined transaction; none unless it is a handleOps call to a canonical EntryPoint. */
export function userOperationsOf(
  tx: RpcTransaction,
  receipt: RpcReceipt | undefined,
): DecodedUserOperation[] {
  const entryPoint = tx.to?.toLowerCase();
  if (!entryPoint || !ENTRY_POINTS.includes(entryPoint) || !receipt) return [];
  let ops: readonly { sender: Hex; nonce: bigint; callData: Hex }[];
  try {
    const decoded = decodeFunctionData({ abi: entryPoint07Abi, data: tx.input as Hex });
    if (decoded.functionName !== 'handleOps') return [];
    ops = decoded.args[0];
  } catch {
    return [];
  }
  return receipt.logs.flatMap((log) => {
    if (log.address.toLowerCase() !== entryPoint) return [];
    const event = userOperationEvent(log);
    if (!event) return [];
    const op = ops.find((each) => isAddressEqual(each.sender, event.sender) && each.nonce === event.nonce);
    return [
      {
        logIndex: Number(BigInt(log.logIndex)),
        sender: event.sender.toLowerCase(),
        success: event.success,
        calls: op ? accountCalls(op.callData) : [],
      },
    ];
  });
}

/**
 * The native value a user operation's calls moved out of its account (a failed operation moved nothing): keyed by
 * its UserOperationEvent's log index, one item per call, so it never collides with a log's transfers.
 */
export function userOperationTransfers(op: DecodedUserOperation): DecodedTransfer[] {
  if (!op.success) return [];
  return op.calls.flatMap((call, item) =>
    call.value > 0n
      ? [
          {
            logIndex: op.logIndex,
            item,
            standard: 'native' as const,
            token: NATIVE_TOKEN_ADDRESS,
            tokenId: null,
            from: op.sender,
            to: call.target,
            amount: call.value,
          },
        ]
      : [],
  );
}
