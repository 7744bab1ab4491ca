// SPEC §5 for Bitcoin: legacy P2PKH, P2SH, bech32 (v0) and bech32m (v1+) addresses, checksums verified.
import { decodeBase58Check } from './base58.ts';
import { decodeSegwit } from './segwit.ts';

/** Which chains an address pays on: testnet, testnet4 and signet share one format; regtest has its own bech32. */
export type BitcoinAddressNetwork = 'mainnet' | 'testnet' | 'regtest';
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness';

export interface ParsedBitcoinAddress {
  address: string;
  network: BitcoinAddressNetwork;
  type: BitcoinAddressType;
  /** The hash (legacy) or witness program (segwit) the address pays to. */
  program: Uint8Array;
  /** Segwit only. */
  witnessVersion?: number;
}

const HRP_NETWORK: Readonly<Record<string, BitcoinAddressNetwork>> = {
  bc: 'mainnet',
  tb: 'testnet',
  bcrt: 'regtest',
};
/** Base58 version bytes; regtest uses testnet's. */
const VERSIONS: Readonly<Record<number, [BitcoinAddressNetwork, BitcoinAddressType]>> = {
  0: ['mainnet', 'p2pkh'],
  5: ['mainnet', 'p2sh'],
  111: ['testnet', 'p2pkh'],
  196: ['testnet', 'p2sh'],
};

function segwitType(version: number, length: number): BitcoinAddressType {
  if (version === 0) return length === 20 ? 'p2wpkh' : 'p2wsh';
  return version === 1 && length === 32 ? 'p2tr' : 'witness';
}

export function parseBitcoinAddress(value: unknown): ParsedBitcoinAddress | null {
  if (typeof value !== 'string') return null;
  const segwit = decodeSegwit(value);
  if (segwit) {
    const network = HRP_NETWORK[segwit.hrp];
    if (!network) return null;
    return {
      address: value,
      network,
      type: segwitType(segwit.version, segwit.program.length),
      program: segwit.program,
      witnessVersion: segwit.version,
    };
  }
  if (value.length < 26 || value.length > 35) return null;
  const payload = decodeBase58Check(value);
  const kind = payload?.length === 21 ? VERSIONS[payload[0]!] : undefined;
  if (!payload || !kind) return null;
  return { address: value, network: kind[0], type: kind[1], program: payload.slice(1) };
}

/** Whether `value` is a Bitcoin address; with `network`, one that pays on it (testnet's legacy forms do on regtest). */
export function isBitcoinAddress(value: unknown, network?: BitcoinAddressNetwork): boolean {
  const parsed = parseBitcoinAddress(value);
  if (!parsed || !network) return parsed !== null;
  return (
    parsed.network === network ||
    (network === 'regtest' && parsed.network === 'testnet' && parsed.witnessVersion === undefined)
  );
}
