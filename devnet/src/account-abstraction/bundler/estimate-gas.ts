// eth_estimateUserOperationGas: the operation runs once under a call tracer with generous limits; each limit is what
// its part used plus a margin, and preVerificationGas is what its calldata costs the bundle.
import { USER_OPERATION_ERROR_CODES } from '@gangway/protocol';
import { encodeAbiParameters, hexToBytes, numberToHex } from 'viem';
import { toPackedUserOperation } from 'viem/account-abstraction';
import { JsonRpcError } from '../../json-rpc.ts';
import type { EntryPointVersion } from '../addresses.ts';
import { describeRevert } from './entry-point-errors.ts';
import { traceHandleOp } from './simulation.ts';
import type { DevnetUserOperation } from './user-operation.ts';

/** The limits a simulation runs with: far above any devnet operation, within anvil's 30M block. */
const SIMULATION_LIMITS = {
  verificationGasLimit: 3_000_000n,
  callGasLimit: 10_000_000n,
  paymasterVerificationGasLimit: 1_000_000n,
  paymasterPostOpGasLimit: 1_000_000n,
} as const;

/** Calldata prices and the bundle's overheads, as the reference bundler counts them (one operation per bundle). */
const CALLDATA_ZERO_BYTE = 4n;
const CALLDATA_NONZERO_BYTE = 16n;
const PER_WORD = 4n;
const PER_USER_OPERATION = 18_300n;
const TRANSACTION_BASE = 21_000n;

const PACKED_USER_OPERATION = {
  type: 'tuple',
  components: [
    { name: 'sender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'initCode', type: 'bytes' },
    { name: 'callData', type: 'bytes' },
    { name: 'accountGasLimits', type: 'bytes32' },
    { name: 'preVerificationGas', type: 'uint256' },
    { name: 'gasFees', type: 'bytes32' },
    { name: 'paymasterAndData', type: 'bytes' },
    { name: 'signature', type: 'bytes' },
  ],
} as const;

/** What an operation's bytes in handleOps cost: the least preVerificationGas the bundler takes. */
export function requiredPreVerificationGas(operation: DevnetUserOperation): bigint {
  const encoded = hexToBytes(
    encodeAbiParameters([PACKED_USER_OPERATION], [toPackedUserOperation(operation)]),
  );
  let cost = 0n;
  for (const byte of encoded) cost += byte === 0 ? CALLDATA_ZERO_BYTE : CALLDATA_NONZERO_BYTE;
  const words = BigInt(Math.ceil(encoded.length / 32));
  return cost + words * PER_WORD + PER_USER_OPERATION + TRANSACTION_BASE;
}

export interface GasEstimate {
  preVerificationGas: bigint;
  verificationGasLimit: bigint;
  callGasLimit: bigint;
  paymasterVerificationGasLimit?: bigint;
  paymasterPostOpGasLimit?: bigint;
}

/** Room for what a simulation cannot see: a real signature's other bytes, 63/64 of the gas passed on, warm slots. */
function withMargin(used: bigint): bigint {
  return used === 0n ? 0n : used + used / 5n + 10_000n;
}

export async function estimateUserOperationGas(
  rpcUrl: string,
  version: EntryPointVersion,
  operation: DevnetUserOperation,
): Promise<GasEstimate> {
  const preVerificationGas = requiredPreVerificationGas(operation);
  const simulated: DevnetUserOperation = {
    ...operation,
    // A paymaster's deposit would have to cover the generous limits at the operation's fees; the account pays no
    // prefund then, so nothing it runs depends on the fees.
    ...(operation.paymaster ? { maxFeePerGas: 0n, maxPriorityFeePerGas: 0n } : {}),
    preVerificationGas,
    verificationGasLimit: SIMULATION_LIMITS.verificationGasLimit,
    callGasLimit: SIMULATION_LIMITS.callGasLimit,
    ...(operation.paymaster
      ? {
          paymasterVerificationGasLimit: SIMULATION_LIMITS.paymasterVerificationGasLimit,
          paymasterPostOpGasLimit: SIMULATION_LIMITS.paymasterPostOpGasLimit,
        }
      : {}),
  };
  const trace = await traceHandleOp(rpcUrl, version, simulated);
  if (trace.executionRevert !== undefined) {
    throw new JsonRpcError(
      USER_OPERATION_ERROR_CODES.EXECUTION_REVERTED,
      `execution reverted: ${describeRevert(trace.executionRevert)}`,
      { revertData: trace.executionRevert },
    );
  }
  return {
    // The real signature and paymaster data may hold fewer zero bytes than the stubs: a tenth more.
    preVerificationGas: preVerificationGas + preVerificationGas / 10n,
    verificationGasLimit: withMargin(trace.preOpGas - preVerificationGas - trace.paymasterValidationGas),
    callGasLimit: withMargin(trace.executionGas),
    ...(operation.paymaster
      ? {
          paymasterVerificationGasLimit: withMargin(trace.paymasterValidationGas),
          paymasterPostOpGasLimit: withMargin(trace.postOpGas),
        }
      : {}),
  };
}

export function gasEstimateJson(estimate: GasEstimate): Record<string, string> {
  return Object.fromEntries(
    Object.entries(estimate).map(([key, value]) => [key, numberToHex(value as bigint)]),
  );
}
