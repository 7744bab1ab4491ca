// How the bundler turns the EntryPoint's refusals into ERC-7769 errors: the FailedOp reason ("AA24 signature error")
// becomes the message, so viem maps it to its own error class (UserOperationSignatureError, …).
import { USER_OPERATION_ERROR_CODES } from '@gangway/protocol';
import { type Abi, decodeErrorResult, type Hex, isHex } from 'viem';
import { JsonRpcError } from '../../json-rpc.ts';

const FAILED_OP_ABI = [
  {
    type: 'error',
    name: 'FailedOp',
    inputs: [
      { name: 'opIndex', type: 'uint256' },
      { name: 'reason', type: 'string' },
    ],
  },
  {
    type: 'error',
    name: 'FailedOpWithRevert',
    inputs: [
      { name: 'opIndex', type: 'uint256' },
      { name: 'reason', type: 'string' },
      { name: 'inner', type: 'bytes' },
    ],
  },
] as const satisfies Abi;

/** The ERC-7769 code for an EntryPoint reason ("AA24 signature error" → signature check failed). */
export function codeOfReason(reason: string): number {
  const aa = reason.slice(0, 4);
  if (aa === 'AA24' || aa === 'AA34') return USER_OPERATION_ERROR_CODES.SIGNATURE_CHECK_FAILED;
  if (aa === 'AA22' || aa === 'AA32') return USER_OPERATION_ERROR_CODES.OUT_OF_TIME_RANGE;
  if (aa.startsWith('AA3')) return USER_OPERATION_ERROR_CODES.REJECTED_BY_PAYMASTER;
  return USER_OPERATION_ERROR_CODES.REJECTED_BY_ENTRY_POINT;
}

export function rejected(reason: string, data?: unknown): JsonRpcError {
  return new JsonRpcError(codeOfReason(reason), reason, data);
}

/**
 * The error a node answered to a simulation, as the bundler answers it: a FailedOp becomes its reason, a revert of
 * anything else stays a rejection by the EntryPoint with the revert data; a transport failure is rethrown.
 */
export function simulationFailure(error: unknown): Error {
  if (!(error instanceof JsonRpcError)) return error instanceof Error ? error : new Error(String(error));
  const data = revertData(error);
  if (data) {
    try {
      const decoded = decodeErrorResult({ abi: FAILED_OP_ABI, data });
      const [, reason] = decoded.args;
      if (decoded.errorName === 'FailedOpWithRevert') {
        const inner = decoded.args[2];
        return rejected(`${reason}: ${describeRevert(inner)}`, { reason, revertData: inner });
      }
      return rejected(reason);
    } catch {
      return new JsonRpcError(
        USER_OPERATION_ERROR_CODES.REJECTED_BY_ENTRY_POINT,
        `The EntryPoint reverted: ${describeRevert(data)}`,
        { revertData: data },
      );
    }
  }
  return new JsonRpcError(USER_OPERATION_ERROR_CODES.REJECTED_BY_ENTRY_POINT, error.message);
}

function revertData(error: JsonRpcError): Hex | undefined {
  const { data } = error;
  if (typeof data === 'string' && isHex(data) && data.length >= 10) return data;
  if (typeof data === 'object' && data !== null && 'data' in data) {
    const inner = (data as { data: unknown }).data;
    if (typeof inner === 'string' && isHex(inner) && inner.length >= 10) return inner;
  }
  return undefined;
}

// BaseAccount (v0.8) wraps the revert of a batch's call in this.
const ACCOUNT_ERRORS_ABI = [
  {
    type: 'error',
    name: 'ExecuteError',
    inputs: [
      { name: 'index', type: 'uint256' },
      { name: 'error', type: 'bytes' },
    ],
  },
] as const satisfies Abi;

/** A revert's Error(string), Panic or a batch call's ExecuteError in words, or its raw data. */
export function describeRevert(data: Hex): string {
  if (data === '0x') return 'reverted without a reason';
  try {
    const decoded = decodeErrorResult({ abi: ACCOUNT_ERRORS_ABI, data });
    if (decoded.errorName === 'ExecuteError') {
      const [index, inner] = decoded.args;
      return `call ${index} of the batch: ${describeRevert(inner)}`;
    }
    return decoded.errorName === 'Error'
      ? String(decoded.args?.[0])
      : `${decoded.errorName}(${(decoded.args ?? []).join(', ')})`;
  } catch {
    return data;
  }
}
