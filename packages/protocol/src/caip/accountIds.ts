// CAIP-10 account ids (ids.ts has the types and CAIP-2). Only code loaded lazily parses account ids: in a module of
// their own they stay out of the host page's initial bundle, which holds ids.ts whole.
import { GangwayError } from '../errors/GangwayError.ts';
import { type CaipAddress, type CaipNetworkId, type ParsedCaipAddress, parseNetworkParts } from './ids.ts';
import type { ChainNamespace } from './namespaces.ts';

// CAIP-10: account address is 1–128 of [-.%a-zA-Z0-9].
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/;

export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = value.split(':');
  const network = parts.length === 3 ? parseNetworkParts(parts[0], parts[1]) : null;
  const address = parts[2];
  if (!network || address === undefined || !ACCOUNT_ADDRESS.test(address)) {
    throw new GangwayError('INVALID_CAIP_ADDRESS', { value });
  }
  return { ...network, caipNetworkId: `${network.namespace}:${network.reference}` as CaipNetworkId, address };
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false;
  try {
    parseCaipAddress(value);
    return true;
  } catch {
    return false;
  }
}

export function toCaipAddress<N extends ChainNamespace>(
  caipNetworkId: CaipNetworkId<N>,
  address: string,
): CaipAddress<N> {
  const id = `${caipNetworkId}:${address}`;
  parseCaipAddress(id);
  return id as CaipAddress<N>;
}
