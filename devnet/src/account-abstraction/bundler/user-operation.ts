// A user operation as ERC-4337 v0.7 / v0.8 bundlers take it over JSON-RPC (unpacked, quantities in hex, EIP-7702's
// authorization as `eip7702Auth`), read into the shape viem's user-operation helpers take.
import { USER_OPERATION_ERROR_CODES } from '@gangway/protocol';
import {
  type Address,
  type Hex,
  hexToBigInt,
  hexToNumber,
  isAddress,
  isHex,
  numberToHex,
  type SignedAuthorization,
} from 'viem';
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction';
import { JsonRpcError } from '../../json-rpc.ts';
import { type EntryPointVersion, entryPointVersionOf } from '../addresses.ts';

/** EntryPoint v0.7 and v0.8 take the same fields (v0.8 adds the EIP-7702 authorization). */
export type DevnetUserOperation = UserOperation<'0.8'>;

/** The gas fields a client may leave out when it asks for an estimate. */
const GAS_FIELDS = ['callGasLimit', 'verificationGasLimit', 'preVerificationGas'] as const;

export function invalidFields(message: string): JsonRpcError {
  return new JsonRpcError(USER_OPERATION_ERROR_CODES.INVALID_FIELDS, message);
}

/** The EntryPoint parameter: one this bundler serves. */
export function entryPointParam(value: unknown): { address: Address; version: EntryPointVersion } {
  const version = typeof value === 'string' ? entryPointVersionOf(value) : undefined;
  if (!version || typeof value !== 'string')
    throw invalidFields(`EntryPoint ${String(value)} is not supported (eth_supportedEntryPoints lists them)`);
  return { address: value as Address, version };
}

/**
 * Reads a user operation; `forEstimate` lets the gas fields default to 0 (the estimate fills them). Bad fields get
 * -32602 naming the field, as a bundler answers.
 */
export function parseUserOperation(value: unknown, { forEstimate = false } = {}): DevnetUserOperation {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidFields('The user operation must be an object');
  const fields = value as Record<string, unknown>;
  const quantity = (name: string, optional = false): bigint => {
    const field = fields[name];
    if (field === undefined && optional) return 0n;
    if (typeof field !== 'string' || !/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/.test(field))
      throw invalidFields(`userOperation.${name} must be a hex quantity`);
    return hexToBigInt(field as Hex);
  };
  const bytes = (name: string): Hex => {
    const field = fields[name];
    if (typeof field !== 'string' || !isHex(field) || field.length % 2 !== 0)
      throw invalidFields(`userOperation.${name} must be hex bytes`);
    return field;
  };
  const address = (name: string): Address => {
    const field = fields[name];
    if (typeof field !== 'string' || !isAddress(field, { strict: false }))
      throw invalidFields(`userOperation.${name} must be an address`);
    return field;
  };
  const optional = <T>(name: string, read: (name: string) => T): T | undefined =>
    fields[name] === undefined || fields[name] === null ? undefined : read(name);

  const factory = optional('factory', (name) => {
    // EIP-7702 accounts name no factory but this marker (viem sends it short).
    if (fields[name] === '0x7702') return '0x7702' as Address;
    return address(name);
  });
  const paymaster = optional('paymaster', address);
  const operation: DevnetUserOperation = {
    sender: address('sender'),
    nonce: quantity('nonce'),
    callData: bytes('callData'),
    callGasLimit: quantity('callGasLimit', forEstimate),
    verificationGasLimit: quantity('verificationGasLimit', forEstimate),
    preVerificationGas: quantity('preVerificationGas', forEstimate),
    maxFeePerGas: quantity('maxFeePerGas', forEstimate),
    maxPriorityFeePerGas: quantity('maxPriorityFeePerGas', forEstimate),
    signature: bytes('signature'),
    ...(factory ? { factory, factoryData: optional('factoryData', bytes) ?? '0x' } : {}),
    ...(paymaster
      ? {
          paymaster,
          paymasterVerificationGasLimit: quantity('paymasterVerificationGasLimit', forEstimate),
          paymasterPostOpGasLimit: quantity('paymasterPostOpGasLimit', forEstimate),
          paymasterData: optional('paymasterData', bytes) ?? '0x',
        }
      : {}),
  };
  const authorization = optional('eip7702Auth', () => parseAuthorization(fields.eip7702Auth));
  if (authorization) operation.authorization = authorization;
  if (!forEstimate) {
    for (const name of GAS_FIELDS)
      if (fields[name] === undefined) throw invalidFields(`userOperation.${name} is missing`);
  }
  return operation;
}

function parseAuthorization(value: unknown): SignedAuthorization {
  if (typeof value !== 'object' || value === null)
    throw invalidFields('userOperation.eip7702Auth must be an object');
  const { address, chainId, nonce, r, s, yParity } = value as Record<string, unknown>;
  const hex = (field: unknown, name: string): Hex => {
    if (typeof field !== 'string' || !isHex(field))
      throw invalidFields(`userOperation.eip7702Auth.${name} must be hex`);
    return field;
  };
  if (typeof address !== 'string' || !isAddress(address, { strict: false }))
    throw invalidFields('userOperation.eip7702Auth.address must be an address');
  return {
    address,
    chainId: hexToNumber(hex(chainId, 'chainId')),
    nonce: hexToNumber(hex(nonce, 'nonce')),
    r: numberToHex(hexToBigInt(hex(r, 'r')), { size: 32 }),
    s: numberToHex(hexToBigInt(hex(s, 's')), { size: 32 }),
    yParity: hexToNumber(hex(yParity, 'yParity')),
  };
}

/** The JSON-RPC form of a user operation (eth_getUserOperationByHash). */
export function userOperationJson(operation: DevnetUserOperation): Record<string, unknown> {
  return formatUserOperationRequest(operation);
}
