// Checks on JSON-RPC params, answering bad ones with -32602 as a node does.
import { type Address, isAddress, isSignature, type Signature } from '@solana/kit';
import { invalidParam, invalidParams } from './rpc-error.ts';

export type Params = readonly unknown[];
export type Config = Readonly<Record<string, unknown>>;

export function arity(params: Params, min: number, max: number): void {
  if (params.length < min || params.length > max)
    throw invalidParams(
      `invalid length ${params.length}, expected ${min === max ? min : `${min} to ${max}`}`,
    );
}

export function addressParam(value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParam('Invalid');
  return value;
}

export function signatureParam(value: unknown): Signature {
  if (typeof value !== 'string' || !isSignature(value)) throw invalidParam('Invalid');
  return value;
}

export function stringParam(value: unknown, what: string): string {
  if (typeof value !== 'string') throw invalidParams(`${what} must be a string`);
  return value;
}

export function u64Param(value: unknown, what: string): bigint {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`${what} must be an unsigned integer`);
  return BigInt(value);
}

export function configParam(value: unknown): Config {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams('config must be an object');
  const config = value as Config;
  const commitment = config.commitment;
  if (
    commitment !== undefined &&
    commitment !== 'processed' &&
    commitment !== 'confirmed' &&
    commitment !== 'finalized'
  )
    throw invalidParams(`unknown variant commitment ${JSON.stringify(commitment)}`);
  const minContextSlot = config.minContextSlot;
  if (minContextSlot !== undefined && minContextSlot !== null) u64Param(minContextSlot, 'minContextSlot');
  return config;
}

export function optionalBoolean(config: Config, key: string): boolean | undefined {
  const value = config[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalidParams(`${key} must be a boolean`);
  return value;
}

export function optionalInteger(config: Config, key: string): number | undefined {
  const value = config[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`${key} must be an unsigned integer`);
  return value;
}

export function optionalEnum<T extends string>(
  config: Config,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = config[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw invalidParams(
      `unknown variant ${JSON.stringify(value)} for ${key}, expected one of ${allowed.join(', ')}`,
    );
  return value as T;
}
