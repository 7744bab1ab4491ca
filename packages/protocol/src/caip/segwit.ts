// BIP-173 (bech32, witness version 0) and BIP-350 (bech32m, versions 1 to 16) segwit addresses.
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32 = 1;
const BECH32M = 0x2bc830a3;
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    GENERATORS.forEach((generator, i) => {
      if ((top >>> i) & 1) checksum ^= generator;
    });
  }
  return checksum >>> 0;
}

export interface WitnessProgram {
  hrp: string;
  version: number;
  program: Uint8Array;
}

/** The witness version and program of a segwit address, or null when its encoding or checksum is wrong. */
export function decodeSegwit(value: string): WitnessProgram | null {
  if (value.length > 90 || (value !== value.toLowerCase() && value !== value.toUpperCase())) return null;
  const lower = value.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || separator + 7 > lower.length) return null;
  const hrp = lower.slice(0, separator);
  const data = [...lower.slice(separator + 1)].map((character) => CHARSET.indexOf(character));
  if (data.some((digit) => digit < 0)) return null;
  const expanded = [...hrp].map((c) => c.charCodeAt(0) >> 5);
  expanded.push(0, ...[...hrp].map((c) => c.charCodeAt(0) & 31), ...data);
  const version = data[0]!;
  if (version > 16 || polymod(expanded) !== (version === 0 ? BECH32 : BECH32M)) return null;
  // 5-bit groups to bytes; the padding must be under 5 bits and zero.
  const bytes: number[] = [];
  let accumulator = 0;
  let bits = 0;
  for (const digit of data.slice(1, -6)) {
    accumulator = ((accumulator << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >> bits) & 0xff);
    }
  }
  if (bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0) return null;
  if (
    bytes.length < 2 ||
    bytes.length > 40 ||
    (version === 0 && bytes.length !== 20 && bytes.length !== 32)
  ) {
    return null;
  }
  return { hrp, version, program: Uint8Array.from(bytes) };
}
