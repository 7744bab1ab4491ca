// The parts of a Solana wire transaction the frame needs to sign one: its signature slots and its message (the
// bytes signed). Legacy and versioned (v0) messages share the header and the static account keys used here.
export interface WireTransaction {
  signatures: Uint8Array[];
  message: Uint8Array;
  /** The accounts that must sign, in signature-slot order. */
  signers: Uint8Array[];
}

function readCompactU16(bytes: Uint8Array, offset: number): [value: number, length: number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined) throw new Error('Truncated transaction');
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, i + 1];
  }
  throw new Error('Bad length in transaction');
}

function writeCompactU16(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    let byte = rest & 0x7f;
    rest >>= 7;
    if (rest > 0) byte |= 0x80;
    out.push(byte);
  } while (rest > 0);
  return out;
}

export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  const [count, countLength] = readCompactU16(bytes, 0);
  let offset = countLength;
  const signatures: Uint8Array[] = [];
  for (let i = 0; i < count; i++, offset += 64) signatures.push(bytes.slice(offset, offset + 64));
  const message = bytes.slice(offset);
  if (signatures.some((signature) => signature.length !== 64) || message.length < 4)
    throw new Error('Truncated transaction');
  let cursor = (message[0] ?? 0) & 0x80 ? 1 : 0;
  const required = message[cursor] ?? 0;
  cursor += 3;
  const [keyCount, keyLength] = readCompactU16(message, cursor);
  cursor += keyLength;
  if (required > keyCount || required !== count || message.length < cursor + keyCount * 32)
    throw new Error('The transaction does not match its signature count');
  const signers: Uint8Array[] = [];
  for (let i = 0; i < required; i++) signers.push(message.slice(cursor + i * 32, cursor + (i + 1) * 32));
  return { signatures, message, signers };
}

export function encodeWireTransaction(transaction: WireTransaction): Uint8Array {
  const prefix = writeCompactU16(transaction.signatures.length);
  const out = new Uint8Array(prefix.length + transaction.signatures.length * 64 + transaction.message.length);
  out.set(prefix, 0);
  transaction.signatures.forEach((signature, i) => {
    out.set(signature, prefix.length + i * 64);
  });
  out.set(transaction.message, prefix.length + transaction.signatures.length * 64);
  return out;
}
