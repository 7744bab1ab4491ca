// Output scripts by the names Esplora gives them (`scriptpubkey_type`), and the dust rule bitcoind applies.
import { address as addresses, script as scripts } from 'bitcoinjs-lib';
import { REGTEST } from './network.ts';

export type ScriptType = 'p2pkh' | 'p2sh' | 'v0_p2wpkh' | 'v0_p2wsh' | 'v1_p2tr' | 'op_return' | 'unknown';

const OP_0 = 0x00;
const OP_1 = 0x51;
const OP_RETURN = 0x6a;
const OP_DUP = 0x76;
const OP_HASH160 = 0xa9;
const OP_EQUAL = 0x87;
const OP_EQUALVERIFY = 0x88;
const OP_CHECKSIG = 0xac;
/** bitcoind's default -datacarriersize before v30: 80 bytes of data in one OP_RETURN output. */
const MAX_OP_RETURN_RELAY = 83;

export function scriptType(script: Uint8Array): ScriptType {
  const [a, b, c] = script;
  const length = script.length;
  if (length === 25 && a === OP_DUP && b === OP_HASH160 && c === 20) {
    if (script[23] === OP_EQUALVERIFY && script[24] === OP_CHECKSIG) return 'p2pkh';
  }
  if (length === 23 && a === OP_HASH160 && b === 20 && script[22] === OP_EQUAL) return 'p2sh';
  if (length === 22 && a === OP_0 && b === 20) return 'v0_p2wpkh';
  if (length === 34 && a === OP_0 && b === 32) return 'v0_p2wsh';
  if (length === 34 && a === OP_1 && b === 32) return 'v1_p2tr';
  if (length >= 1 && a === OP_RETURN) return 'op_return';
  return 'unknown';
}

/** Output types bitcoind relays (bare multisig and P2PK left out: no wallet we serve makes them). */
export function isStandardOutput(script: Uint8Array): boolean {
  const type = scriptType(script);
  if (type === 'op_return') return script.length <= MAX_OP_RETURN_RELAY;
  return type !== 'unknown';
}

/** The regtest address of an output script, when it has one. */
export function scriptAddress(script: Uint8Array): string | undefined {
  try {
    return addresses.fromOutputScript(script, REGTEST);
  } catch {
    return undefined;
  }
}

/** The output script of a regtest address, or undefined for anything else (mainnet addresses included). */
export function addressScript(address: string): Uint8Array | undefined {
  try {
    return addresses.toOutputScript(address, REGTEST);
  } catch {
    return undefined;
  }
}

export function scriptAsm(script: Uint8Array): string {
  try {
    return scripts.toASM(script);
  } catch {
    return '';
  }
}

/** bitcoind's dust relay fee: 3 sat/vB. */
const DUST_RELAY_FEE_PER_KVB = 3000n;

/**
 * bitcoind's GetDustThreshold: the cost at the dust relay fee of the output plus an input spending it
 * (546 sats for P2PKH, 294 for P2WPKH, 330 for P2TR). OP_RETURN outputs are never dust.
 */
export function dustThreshold(script: Uint8Array): bigint {
  const type = scriptType(script);
  if (type === 'op_return') return 0n;
  const outputSize = 8 + compactSizeLength(script.length) + script.length;
  const isWitnessProgram = type === 'v0_p2wpkh' || type === 'v0_p2wsh' || type === 'v1_p2tr';
  // An input is 32 + 4 + 1 + 4 bytes plus its signature: 107 bytes, a quarter of that in witness space.
  const spendSize = isWitnessProgram ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4;
  return (BigInt(outputSize + spendSize) * DUST_RELAY_FEE_PER_KVB) / 1000n;
}

function compactSizeLength(n: number): number {
  if (n < 0xfd) return 1;
  if (n <= 0xffff) return 3;
  return 5;
}
