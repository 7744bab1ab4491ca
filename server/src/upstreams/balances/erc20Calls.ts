// ERC20 calls for the balance reader, and lenient decoding of their answers (a failed call or an odd
// answer reads as null, never as an exception).
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToString,
} from 'viem';
import type { ReaderCall, ReaderResult } from './balanceReader.ts';

export const balanceOfCall = (token: Address, account: Address): ReaderCall => ({
  target: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
});

export const metadataCalls = (token: Address): [ReaderCall, ReaderCall, ReaderCall] => [
  { target: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }) },
  { target: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }) },
  { target: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'name' }) },
];

export function decodeUint(result: ReaderResult | undefined): bigint | null {
  if (!result?.success || result.data.length !== 66) return null;
  return BigInt(result.data);
}

export function decodeDecimals(result: ReaderResult | undefined): number | null {
  const value = decodeUint(result);
  return value !== null && value <= 77n ? Number(value) : null;
}

/** string, or bytes32 as some old tokens (MKR) answer. */
export function decodeText(result: ReaderResult | undefined): string | null {
  if (!result?.success || result.data === '0x') return null;
  try {
    return clean(decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: result.data }));
  } catch {
    if (result.data.length !== 66) return null;
    return clean(hexToString(result.data as Hex, { size: 32 }));
  }
}

function clean(text: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the NUL padding of bytes32 symbols
  const trimmed = text.replace(/[\u0000-\u001f]/g, '').trim();
  return trimmed.length > 0 && trimmed.length <= 100 ? trimmed : null;
}
