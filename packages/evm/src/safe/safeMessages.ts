// The Safe Apps messaging protocol (window.postMessage between a Safe App and its Safe{Wallet} parent), the part the
// Safe connector speaks: requests it sends and the replies it accepts, each reply checked field by field.
import { GangwayError, parseEvmAddress } from '@gangway/protocol';

export type SafeMethod = 'getSafeInfo' | 'sendTransactions' | 'getTxBySafeTxHash' | 'rpcCall';

/** The SDK version this connector's messages follow; the parent reads `env.sdkVersion` to know what it may send. */
export const SAFE_APPS_SDK_VERSION = '9.1.0';

export interface SafeRequest {
  id: string;
  method: SafeMethod;
  params: unknown;
  env: { sdkVersion: string };
}

export type SafeReply =
  | { id: string; success: true; data: unknown }
  | { id: string; success: false; error: string };

/** What getSafeInfo answers. */
export interface SafeInfo {
  safeAddress: `0x${string}`;
  chainId: number;
  threshold: number;
  owners: readonly `0x${string}`[];
  isReadOnly: boolean;
}

/** A proposal's state as getTxBySafeTxHash answers it (the Safe transaction service's statuses). */
export interface SafeTransactionState {
  txStatus: 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'CANCELLED' | 'FAILED' | 'SUCCESS';
  txHash: `0x${string}` | null;
}

const SOURCE = 'the Safe (Safe Apps message)';
const HASH = /^0x[0-9a-fA-F]{64}$/;
const TX_STATUSES: readonly SafeTransactionState['txStatus'][] = [
  'AWAITING_CONFIRMATIONS',
  'AWAITING_EXECUTION',
  'CANCELLED',
  'FAILED',
  'SUCCESS',
];

function invalid(reason: string): GangwayError {
  return new GangwayError('INVALID_RESPONSE', { source: SOURCE, reason }, { category: 'WALLET_ERROR' });
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(`${what} is not an object`);
  return value as Record<string, unknown>;
}

function address(value: unknown, what: string): `0x${string}` {
  const parsed = typeof value === 'string' ? parseEvmAddress(value) : undefined;
  if (!parsed) throw invalid(`${what} is not an EVM address`);
  return parsed;
}

let counter = 0;

export function safeRequest(method: SafeMethod, params: unknown): SafeRequest {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 10);
  return {
    id: `gangway-${Date.now().toString(36)}-${counter}-${random}`,
    method,
    params,
    env: { sdkVersion: SAFE_APPS_SDK_VERSION },
  };
}

/** The id a message carries when it looks like a reply of this protocol; undefined for anyone else's message. */
export function replyId(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { id, success } = data as { id?: unknown; success?: unknown };
  return typeof id === 'string' && success !== undefined ? id : undefined;
}

/** A reply to one of our requests, or INVALID_RESPONSE saying what is wrong with it. */
export function parseReply(data: unknown): SafeReply {
  const reply = record(data, 'the reply');
  if (typeof reply.id !== 'string') throw invalid('the reply has no id');
  if (reply.success === true) return { id: reply.id, success: true, data: reply.data };
  if (reply.success === false) {
    if (typeof reply.error !== 'string') throw invalid('the error reply has no error message');
    return { id: reply.id, success: false, error: reply.error };
  }
  throw invalid('`success` is neither true nor false');
}

export function parseSafeInfo(data: unknown): SafeInfo {
  const info = record(data, 'getSafeInfo');
  const { chainId, threshold, owners, isReadOnly } = info;
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
    throw invalid('getSafeInfo: chainId is not a positive integer');
  if (typeof threshold !== 'number' || !Number.isSafeInteger(threshold) || threshold < 1)
    throw invalid('getSafeInfo: threshold is not a positive integer');
  if (!Array.isArray(owners)) throw invalid('getSafeInfo: owners is not a list');
  return {
    safeAddress: address(info.safeAddress, 'getSafeInfo: safeAddress'),
    chainId,
    threshold,
    owners: owners.map((owner) => address(owner, 'getSafeInfo: an owner')),
    isReadOnly: isReadOnly === true,
  };
}

export function parseSafeTxHash(data: unknown): `0x${string}` {
  const { safeTxHash } = record(data, 'sendTransactions');
  if (typeof safeTxHash !== 'string' || !HASH.test(safeTxHash))
    throw invalid('sendTransactions: safeTxHash is not 32 bytes of hex');
  return safeTxHash as `0x${string}`;
}

export function parseTransactionState(data: unknown): SafeTransactionState {
  const { txStatus, txHash } = record(data, 'getTxBySafeTxHash');
  if (!TX_STATUSES.includes(txStatus as SafeTransactionState['txStatus']))
    throw invalid(`getTxBySafeTxHash: unknown txStatus ${JSON.stringify(txStatus)}`);
  if (txHash !== null && txHash !== undefined && (typeof txHash !== 'string' || !HASH.test(txHash)))
    throw invalid('getTxBySafeTxHash: txHash is not 32 bytes of hex');
  return {
    txStatus: txStatus as SafeTransactionState['txStatus'],
    txHash: typeof txHash === 'string' ? (txHash as `0x${string}`) : null,
  };
}
