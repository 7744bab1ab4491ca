// Validation and gas measurement by simulation: EntryPointSimulations (never deployed) is placed over the EntryPoint
// with an eth_call state override, as ERC-4337 bundlers do. An EIP-7702 sender gets its delegation the same way.
import {
  type Address,
  concat,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  numberToHex,
  toFunctionSelector,
  zeroAddress,
} from 'viem';
import { toPackedUserOperation } from 'viem/account-abstraction';
import { JsonRpcError, jsonRpc } from '../../json-rpc.ts';
import { ENTRY_POINTS, type EntryPointVersion } from '../addresses.ts';
import { accountAbstractionArtifact } from '../artifacts.ts';
import { rejected, simulationFailure } from './entry-point-errors.ts';
import type { DevnetUserOperation } from './user-operation.ts';

/** What simulateValidation tells about an operation that passed. */
export interface ValidationOutcome {
  preOpGas: bigint;
  accountValidationData: bigint;
  paymasterValidationData: bigint;
}

/** Gas one run of the operation used, part by part (from a call trace of simulateHandleOp). */
export interface HandleOpTrace {
  /** Everything before execution (creation, validateUserOp, paymaster validation) plus preVerificationGas. */
  preOpGas: bigint;
  paymasterValidationGas: bigint;
  executionGas: bigint;
  /** The execution call's revert data, when it reverted. */
  executionRevert: Hex | undefined;
  postOpGas: bigint;
}

interface CallFrame {
  type: string;
  from: Address;
  to?: Address;
  input: Hex;
  output?: Hex;
  gasUsed: Hex;
  error?: string;
  calls?: CallFrame[];
}

/** Enough for any devnet account to pay its prefund in a simulation (the real send checks the real balance). */
const SIMULATED_SENDER_BALANCE = 10n ** 24n;

const simulations = (version: EntryPointVersion) =>
  accountAbstractionArtifact(version, 'EntryPointSimulations');

function stateOverride(version: EntryPointVersion, operation: DevnetUserOperation, fundSender: boolean) {
  const sender: { code?: Hex; balance?: Hex } = {};
  if (operation.authorization) sender.code = concat(['0xef0100', operation.authorization.address]);
  if (fundSender) sender.balance = numberToHex(SIMULATED_SENDER_BALANCE);
  return {
    [ENTRY_POINTS[version].entryPoint]: { code: simulations(version).deployedBytecode },
    ...(Object.keys(sender).length > 0 ? { [operation.sender]: sender } : {}),
  };
}

/** EntryPointSimulations.simulateValidation: throws the EntryPoint's refusal as an ERC-7769 error. */
export async function simulateValidation(
  rpcUrl: string,
  version: EntryPointVersion,
  operation: DevnetUserOperation,
): Promise<ValidationOutcome> {
  const { abi, data } = simulationCall(version, 'simulateValidation', [toPackedUserOperation(operation)]);
  let result: Hex;
  try {
    result = await jsonRpc<Hex>(rpcUrl, 'eth_call', [
      { to: ENTRY_POINTS[version].entryPoint, data },
      'latest',
      stateOverride(version, operation, false),
    ]);
  } catch (error) {
    throw simulationFailure(error);
  }
  const { returnInfo } = decodeFunctionResult({ abi, functionName: 'simulateValidation', data: result }) as {
    returnInfo: ValidationOutcome;
  };
  return returnInfo;
}

/**
 * Runs simulateHandleOp under a call tracer (anvil's debug_traceCall) and reads the gas of each part from the
 * frames; the sender's balance is topped up so an estimate does not need funds yet.
 */
export async function traceHandleOp(
  rpcUrl: string,
  version: EntryPointVersion,
  operation: DevnetUserOperation,
): Promise<HandleOpTrace> {
  const { entryPoint } = ENTRY_POINTS[version];
  const { abi, data } = simulationCall(version, 'simulateHandleOp', [
    toPackedUserOperation(operation),
    zeroAddress,
    '0x',
  ]);
  let top: CallFrame;
  try {
    top = await jsonRpc<CallFrame>(rpcUrl, 'debug_traceCall', [
      { to: entryPoint, data },
      'latest',
      { tracer: 'callTracer', stateOverrides: stateOverride(version, operation, true) },
    ]);
  } catch (error) {
    throw simulationFailure(error);
  }
  // The node answers a reverted top frame as a trace, not an error: read it as the error it would have been.
  if (top.error !== undefined)
    throw simulationFailure(new JsonRpcError(3, 'execution reverted', top.output ?? '0x'));
  const { preOpGas } = decodeFunctionResult({
    abi,
    functionName: 'simulateHandleOp',
    data: top.output ?? '0x',
  }) as {
    preOpGas: bigint;
  };
  const is = (frame: CallFrame, address: Address | undefined) =>
    address !== undefined && frame.to?.toLowerCase() === address.toLowerCase();
  const children = top.calls ?? [];
  const innerSelector = innerHandleOpSelector(version);
  const inner = children.find((frame) => is(frame, entryPoint) && frame.input.startsWith(innerSelector));
  if (!inner) throw rejected('The simulation ran no execution phase (innerHandleOp)');
  const execution = inner.calls?.find((frame) => is(frame, operation.sender));
  const gasOf = (frame: CallFrame | undefined) => (frame ? hexToBigInt(frame.gasUsed) : 0n);
  return {
    preOpGas,
    paymasterValidationGas: gasOf(children.find((frame) => is(frame, operation.paymaster))),
    executionGas: gasOf(execution),
    executionRevert: execution?.error !== undefined ? (execution.output ?? '0x') : undefined,
    postOpGas: gasOf(inner.calls?.find((frame) => is(frame, operation.paymaster))),
  };
}

function simulationCall(version: EntryPointVersion, functionName: string, args: readonly unknown[]) {
  const { abi } = simulations(version);
  return { abi, data: encodeFunctionData({ abi, functionName, args }) };
}

const innerSelectors = new Map<EntryPointVersion, Hex>();

function innerHandleOpSelector(version: EntryPointVersion): Hex {
  let selector = innerSelectors.get(version);
  if (!selector) {
    const item = accountAbstractionArtifact(version, 'EntryPoint').abi.find(
      (entry) => entry.type === 'function' && entry.name === 'innerHandleOp',
    );
    if (item?.type !== 'function') throw new Error(`EntryPoint ${version} has no innerHandleOp`);
    selector = toFunctionSelector(item);
    innerSelectors.set(version, selector);
  }
  return selector;
}
