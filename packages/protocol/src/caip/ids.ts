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

// CAIP-2: reference is 1–32 of [-_a-zA-Z0-9].
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;

/** A CAIP-2 id's two parts when valid (accountIds.ts parses CAIP-10's first two with it), else null. */
export function parseNetworkParts(namespace: string | undefined, reference: string | undefined) {
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
