// Bitcoin address parsing for one network: legacy and P2SH (base58check), segwit v0 (bech32) and v1+
// (bech32m), checksums included, as BIP-173 and BIP-350 define them.
import { createHash } from 'node:crypto';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { BITCOIN_ADDRESS_FORMATS, type BitcoinNetworkName } from './bitcoinNetworks.ts';

const base58check = createBase58check(
  (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest()),
);
/** Segwit addresses are at most 90 characters (BIP-173); base58 ones 25 + 4 bytes, at most 35 characters. */
const MAX_SEGWIT_LENGTH = 90;
const MAX_BASE58_LENGTH = 35;

/** The address in its canonical form (segwit ones in lower case), or null when it is not one of the network's. */
export function parseBitcoinAddress(value: unknown, network: BitcoinNetworkName): string | null {
  if (typeof value !== 'string') return null;
  const format = BITCOIN_ADDRESS_FORMATS[network];
  const lower = value.toLowerCase();
  if (lower.startsWith(`${format.hrp}1`)) return segwit(value, format.hrp);
  if (value.length > MAX_BASE58_LENGTH) return null;
  try {
    const payload = base58check.decode(value);
    const version = payload[0];
    return payload.length === 21 && (version === format.p2pkh || version === format.p2sh) ? value : null;
  } catch {
    return null;
  }
}

function segwit(value: string, hrp: string): string | null {
  // Mixed case is invalid (BIP-173).
  if (value.length > MAX_SEGWIT_LENGTH || (value !== value.toLowerCase() && value !== value.toUpperCase()))
    return null;
  const address = value.toLowerCase() as `${string}1${string}`;
  // Witness version 0 is checksummed with bech32, versions 1 to 16 with bech32m (BIP-350).
  const v0 = bech32.decodeUnsafe(address, MAX_SEGWIT_LENGTH);
  const decoded = v0 && v0.words[0] === 0 ? v0 : bech32m.decodeUnsafe(address, MAX_SEGWIT_LENGTH);
  if (!decoded || decoded.prefix !== hrp) return null;
  const [version, ...rest] = decoded.words;
  if (version === undefined || (decoded === v0) !== (version === 0) || version > 16) return null;
  const program = bech32.fromWordsUnsafe(rest);
  if (!program || program.length < 2 || program.length > 40) return null;
  return version !== 0 || program.length === 20 || program.length === 32 ? address : null;
}
