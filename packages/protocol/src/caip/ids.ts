// CAIP-2 network ids and CAIP-10 account ids as distinct types (SPEC §5: a network id has exactly two
// colon-separated parts, an account id exactly three).
import { GangwayError } from '../errors/GangwayError.ts';
import { type ChainNamespace, isChainNamespace } from './namespaces.ts';

declare const caipNetworkIdBrand: unique symbol;
declare const caipAddressBrand: unique symbol;

export type CaipNetworkId<N extends ChainNamespace = ChainNamespace> = `${N}:${string}` & {
  readonly [caipNetworkIdBrand]: true;
};
export type CaipAddress<N extends ChainNamespace = ChainNamespace> = `${N}:${string}:${string}` & {
  readonly [caipAddressBrand]: true;
};

export interface ParsedCaipNetworkId<N extends ChainNamespace = ChainNamespace> {
  namespace: N;
  reference: string;
}
export interface ParsedCaipAddress<N extends ChainNamespace = ChainNamespace> extends ParsedCaipNetworkId<N> {
  caipNetworkId: CaipNetworkId<N>;
  address: string;
}

// CAIP-2: reference is 1–32 of [-_a-zA-Z0-9]; CAIP-10: account address is 1–128 of [-.%a-zA-Z0-9].
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/;

function parseNetworkParts(namespace: string | undefined, reference: string | undefined) {
  if (!isChainNamespace(namespace) || reference === undefined || !REFERENCE.test(reference)) return null;
  return { namespace, reference };
}

export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = value.split(':');
  const parsed = parts.length === 2 ? parseNetworkParts(parts[0], parts[1]) : null;
  if (!parsed) throw new GangwayError('INVALID_CAIP_NETWORK_ID', { value });
  return parsed;
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false;
  const parts = value.split(':');
  return parts.length === 2 && parseNetworkParts(parts[0], parts[1]) !== null;
}

export function toCaipNetworkId<N extends ChainNamespace>(
  namespace: N,
  reference: string | number,
): CaipNetworkId<N> {
  const id = `${namespace}:${reference}`;
  parseCaipNetworkId(id);
  return id as CaipNetworkId<N>;
}

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
