// Contracts that emit whatever log their calldata says, installed with anvil_setCode: the indexer tests craft
// ERC-20 (3 topics), ERC-721 and ERC-1155 (4 topics) transfer logs with them without compiling tokens.
import { encodeAbiParameters, type Hex, pad } from 'viem';

/** LOG3: topics are calldata words 0-2, data the rest. */
const LOG3_CODE = '0x604035602035600035366060900380606060003760 00a300'.replace(/ /g, '') as Hex;
/** LOG4: topics are calldata words 0-3, data the rest. */
const LOG4_CODE = '0x6060356040356020356000353660809003806080600037600' + '0a400';

export const EMITTER_CODE = { log3: LOG3_CODE, log4: LOG4_CODE as Hex } as const;

export const word = (value: string | bigint): Hex =>
  typeof value === 'bigint' ? pad(`0x${value.toString(16)}`, { size: 32 }) : pad(value as Hex, { size: 32 });

export function logCalldata(topics: readonly Hex[], data: Hex = '0x'): Hex {
  return `0x${topics.map((topic) => topic.slice(2)).join('')}${data.slice(2)}` as Hex;
}

export const uintData = (...values: bigint[]): Hex =>
  encodeAbiParameters(
    values.map(() => ({ type: 'uint256' })),
    values,
  );

export const batchData = (ids: bigint[], amounts: bigint[]): Hex =>
  encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [ids, amounts]);
