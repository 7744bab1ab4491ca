// A node's JSON-RPC answer as data, with every integer exact: a Solana node writes u64 values (lamports, rentEpoch)
// as bare JSON numbers, and one above 2^53 (a balance over 9,007,199 SOL, u64::MAX) would come out of JSON.parse
// rounded. Such an integer becomes its decimal string, as the API writes amounts; so the RPC proxy never answers a
// rounded number, and the history and balances read the exact value (schemas: Lamports).

/** A JSON string (skipped whole), or an integer of 16 digits or more that is not part of a fraction or exponent. */
const LONG_INTEGER_OR_STRING = /"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])-?\d{16,}(?![\d.eE])/g;

export function parseRpcJson(text: string): unknown {
  return JSON.parse(
    text.replace(LONG_INTEGER_OR_STRING, (token) =>
      token.startsWith('"') || Number.isSafeInteger(Number(token)) ? token : `"${token}"`,
    ),
  );
}
