import { randomBytes } from 'node:crypto';

// A per-process marker, so no string a client controls (a memo in the logs) can pass for a number.
const MARKER = `bigint:${randomBytes(8).toString('hex')}:`;
const MARKED = new RegExp(`"${MARKER}(-?\\d+)"`, 'g');

/** JSON.stringify where a bigint becomes a JSON number with every digit (u64 values, rentEpoch). */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint'
      ? item <= BigInt(Number.MAX_SAFE_INTEGER) && item >= BigInt(Number.MIN_SAFE_INTEGER)
        ? Number(item)
        : `${MARKER}${item}`
      : item,
  ).replace(MARKED, '$1');
}
