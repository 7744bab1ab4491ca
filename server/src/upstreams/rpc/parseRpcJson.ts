// A node's JSON-RPC answer as data, with every integer exact: a Solana node writes u64 values (lamports, rentEpoch)
// as bare JSON numbers, and one above 2^53 (a balance over 9,007,199 SOL, u64::MAX) would come out of JSON.parse
// rounded. Such an integer becomes an ExactInteger: the history and balances read its digits (schemas: Lamports),
// and the RPC proxy writes it back as the same bare number (stringifyRpcJson), so a client gets the node's digits in
// the node's type — never a rounded number, never a string where the client's schema expects a number.
import { randomUUID } from 'node:crypto';

/** An integer beyond 2^53 from a node's answer, kept as its decimal digits. */
export class ExactInteger {
  constructor(readonly digits: string) {}
  toString(): string {
    return this.digits;
  }
  toJSON(): string {
    return `${MARK}${this.digits}`;
  }
}

// Per process and unguessable, so no string an upstream or a visitor sends can pass for a marked integer.
const MARK = `\u0000${randomUUID()}:`;
const MARKED = new RegExp(`"\\\\u0000${MARK.slice(1)}(-?\\d+)"`, 'g');

export function parseRpcJson(text: string): unknown {
  const spans = unsafeIntegers(text);
  // Most answers hold none: they are read as JSON.parse reads them, with no copy of the text (answers reach
  // megabytes, many at once).
  if (spans.length === 0) return JSON.parse(text);
  let rewritten = '';
  let from = 0;
  for (const [start, end] of spans) {
    rewritten += `${text.slice(from, start)}${JSON.stringify(`${MARK}${text.slice(start, end)}`)}`;
    from = end;
  }
  return JSON.parse(rewritten + text.slice(from), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(MARK) ? new ExactInteger(value.slice(MARK.length)) : value,
  );
}

const QUOTE = 34;
const BACKSLASH = 92;
const MINUS = 45;
const isDigit = (code: number) => code >= 48 && code <= 57;
const continuesNumber = (code: number) =>
  code === 46 || code === 101 || code === 69 || code === 43 || code === 45;

/** Where the text has a bare integer (outside strings, not a fraction or exponent) beyond 2^53: [start, end) each. */
function unsafeIntegers(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index++;
      while (index < text.length && text.charCodeAt(index) !== QUOTE)
        index += text.charCodeAt(index) === BACKSLASH ? 2 : 1;
      index++;
    } else if (code === MINUS || isDigit(code)) {
      const start = index;
      index++;
      while (index < text.length && isDigit(text.charCodeAt(index))) index++;
      if (index < text.length && continuesNumber(text.charCodeAt(index))) {
        while (
          index < text.length &&
          (isDigit(text.charCodeAt(index)) || continuesNumber(text.charCodeAt(index)))
        )
          index++;
      } else if (index - start >= 16 && !Number.isSafeInteger(Number(text.slice(start, index)))) {
        spans.push([start, index]);
      }
    } else {
      index++;
    }
  }
  return spans;
}

/** JSON text of an answer parsed by parseRpcJson, its exact integers written back as bare numbers. */
export function stringifyRpcJson(value: unknown): string {
  return JSON.stringify(value).replace(MARKED, '$1');
}
