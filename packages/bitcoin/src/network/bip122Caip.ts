import { type CaipNetworkId, GangwayError, toCaipNetworkId } from '@gangway/protocol';

const GENESIS_HASH = /^[0-9a-fA-F]{64}$/;
const BIP122_NETWORK_ID = /^bip122:[0-9a-f]{32}$/;

/** CAIP-2 for a Bitcoin chain: `bip122:` and the first 32 hex characters of its genesis block hash, lower case. */
export function bip122NetworkId(genesisHash: string): CaipNetworkId<'bip122'> {
  if (!GENESIS_HASH.test(genesisHash)) {
    throw new GangwayError('INVALID_CAIP_NETWORK_ID', { value: `bip122:${genesisHash}` });
  }
  return toCaipNetworkId('bip122', genesisHash.slice(0, 32).toLowerCase());
}

export function isBip122NetworkId(value: unknown): value is CaipNetworkId<'bip122'> {
  return typeof value === 'string' && BIP122_NETWORK_ID.test(value);
}
