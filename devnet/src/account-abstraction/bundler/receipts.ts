// eth_getUserOperationReceipt and eth_getUserOperationByHash, read from the chain (the EntryPoints'
// UserOperationEvent and the bundle transaction), so they hold whoever bundled the operation and survive a restart.
import {
  type Address,
  decodeFunctionData,
  formatLog,
  type Hex,
  hexToBigInt,
  hexToNumber,
  type Log,
  numberToHex,
  type PublicClient,
  parseEventLogs,
  type RpcLog,
  type RpcTransactionReceipt,
  sliceHex,
} from 'viem';
import { entryPoint08Abi, getUserOperationHash, type PackedUserOperation } from 'viem/account-abstraction';
import { recoverAuthorizationAddress } from 'viem/utils';
import { ENTRY_POINT_VERSIONS, ENTRY_POINTS, entryPointVersionOf } from '../addresses.ts';
import { type DevnetUserOperation, userOperationJson } from './user-operation.ts';

// The events and handleOps read the same in v0.7 and v0.8.
const ENTRY_POINT_ABI = entryPoint08Abi;
const USER_OPERATION_EVENT = ENTRY_POINT_ABI.find(
  (item): item is Extract<(typeof ENTRY_POINT_ABI)[number], { name: 'UserOperationEvent' }> =>
    item.type === 'event' && item.name === 'UserOperationEvent',
)!;
const ENTRY_POINT_ADDRESSES = ENTRY_POINT_VERSIONS.map((version) => ENTRY_POINTS[version].entryPoint);

async function findEvent(client: PublicClient, hash: Hex): Promise<Log | undefined> {
  const [event] = await client.getLogs({
    address: ENTRY_POINT_ADDRESSES,
    event: USER_OPERATION_EVENT,
    args: { userOpHash: hash },
    fromBlock: 0n,
  });
  return event;
}

export async function userOperationReceipt(
  client: PublicClient,
  hash: Hex,
): Promise<Record<string, unknown> | null> {
  const event = await findEvent(client, hash);
  if (!event?.transactionHash) return null;
  const receipt = await client.request({
    method: 'eth_getTransactionReceipt',
    params: [event.transactionHash],
  });
  if (!receipt) return null;
  const logs = receipt.logs as RpcLog[];
  // Logs parsed from the RPC form carry numbers as hex; viem's parser wants them decoded.
  const events = parseEventLogs({
    abi: ENTRY_POINT_ABI,
    logs: logs.map((log) => formatLog(log)),
    eventName: 'UserOperationEvent',
  });
  const ours = events.find((log) => log.args.userOpHash === hash);
  if (!ours) return null;
  const { args } = ours;
  // The operation's own logs: after the previous operation's event, up to its own.
  const previous = events.filter((log) => log.logIndex < ours.logIndex).at(-1);
  const ownLogs = logs.filter((log) => {
    const index = hexToNumber(log.logIndex ?? '0x0');
    return index < ours.logIndex && (previous === undefined || index > previous.logIndex);
  });
  const revert = parseEventLogs({
    abi: ENTRY_POINT_ABI,
    logs: logs.map((log) => formatLog(log)),
    eventName: 'UserOperationRevertReason',
  }).find((log) => log.args.userOpHash === hash);
  return {
    userOpHash: hash,
    entryPoint: ours.address,
    sender: args.sender,
    nonce: numberToHex(args.nonce),
    paymaster: args.paymaster,
    actualGasCost: numberToHex(args.actualGasCost),
    actualGasUsed: numberToHex(args.actualGasUsed),
    success: args.success,
    ...(revert ? { reason: revert.args.revertReason } : {}),
    logs: ownLogs,
    receipt: receipt as RpcTransactionReceipt,
  };
}

export async function userOperationByHash(
  client: PublicClient,
  chainId: number,
  hash: Hex,
): Promise<Record<string, unknown> | null> {
  const event = await findEvent(client, hash);
  if (!event?.transactionHash) return null;
  const transaction = await client.getTransaction({ hash: event.transactionHash });
  const version = entryPointVersionOf(event.address);
  if (!version) return null;
  const { args } = decodeFunctionData({ abi: ENTRY_POINT_ABI, data: transaction.input });
  if (!args || typeof args[0] !== 'object') return null;
  for (const packed of args[0] as readonly PackedUserOperation[]) {
    const operation = unpack(packed);
    if (operation.factory === '0x7702') {
      for (const authorization of transaction.authorizationList ?? []) {
        if ((await recoverAuthorizationAddress({ authorization })) === operation.sender)
          operation.authorization = authorization;
      }
    }
    const operationHash = getUserOperationHash({
      chainId,
      entryPointAddress: event.address,
      entryPointVersion: version,
      userOperation: operation,
    });
    if (operationHash !== hash) continue;
    return {
      userOperation: userOperationJson(operation),
      entryPoint: event.address,
      transactionHash: event.transactionHash,
      blockHash: event.blockHash,
      blockNumber: numberToHex(event.blockNumber ?? 0n),
    };
  }
  return null;
}

/** The bytes of `data` from `start` on ('0x' when there are none). */
function tail(data: Hex, start: number): Hex {
  return data.length > 2 + start * 2 ? sliceHex(data, start) : '0x';
}

/** The unpacked form of a PackedUserOperation (v0.7 / v0.8 layout). */
function unpack(packed: PackedUserOperation): DevnetUserOperation {
  const high = (word: Hex) => hexToBigInt(sliceHex(word, 0, 16));
  const low = (word: Hex) => hexToBigInt(sliceHex(word, 16, 32));
  const initCode = packed.initCode;
  const paymasterAndData = packed.paymasterAndData;
  const isDelegation = initCode.toLowerCase().startsWith('0x7702');
  return {
    sender: packed.sender,
    nonce: packed.nonce,
    callData: packed.callData,
    verificationGasLimit: high(packed.accountGasLimits),
    callGasLimit: low(packed.accountGasLimits),
    preVerificationGas: packed.preVerificationGas,
    maxPriorityFeePerGas: high(packed.gasFees),
    maxFeePerGas: low(packed.gasFees),
    signature: packed.signature,
    ...(initCode !== '0x'
      ? isDelegation
        ? { factory: '0x7702' as Address, factoryData: tail(initCode, 2) }
        : { factory: sliceHex(initCode, 0, 20), factoryData: tail(initCode, 20) }
      : {}),
    ...(paymasterAndData !== '0x'
      ? {
          paymaster: sliceHex(paymasterAndData, 0, 20),
          paymasterVerificationGasLimit: hexToBigInt(sliceHex(paymasterAndData, 20, 36)),
          paymasterPostOpGasLimit: hexToBigInt(sliceHex(paymasterAndData, 36, 52)),
          paymasterData: tail(paymasterAndData, 52),
        }
      : {}),
  };
}
