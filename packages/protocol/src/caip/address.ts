// Address rules of SPEC §5 (Bitcoin's in bitcoinAddress.ts).
import { decodeBase58 } from './base58.ts';

declare const evmAddressBrand: unique symbol;
declare const solanaAddressBrand: unique symbol;

export type EvmAddress = `0x${string}` & { readonly [evmAddressBrand]: true };
export type SolanaAddress = string & { readonly [solanaAddressBrand]: true };

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** EVM: 40 hex characters with an optional 0x prefix. */
export function isEvmAddress(value: unknown): boolean {
  return typeof value === 'string' && EVM_ADDRESS.test(value);
}

/** Solana: 32 to 44 base58 characters that decode to a 32-byte public key. */
export function isSolanaAddress(value: unknown): value is SolanaAddress {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value) && decodeBase58(value)?.length === 32;
}
