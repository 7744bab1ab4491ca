// Only the EVM runtime, loaded lazily, normalises addresses: in a module of its own this stays out of the host page's
// initial bundle, which holds address.ts whole (the EVM adapter's isAddress).
import { type EvmAddress, isEvmAddress } from './address.ts';

/** Normalises an EVM address to its 0x-prefixed lower-case form, or null when it breaks the rule. */
export function parseEvmAddress(value: unknown): EvmAddress | null {
  if (typeof value !== 'string' || !isEvmAddress(value)) return null;
  const hex = value.startsWith('0x') ? value.slice(2) : value;
  return `0x${hex.toLowerCase()}` as EvmAddress;
}
