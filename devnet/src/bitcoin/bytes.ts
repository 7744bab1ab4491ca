// Hex and base64 without Node's Buffer, for code the dev wallet's browser bundle shares with the devnet.

export const hex = {
  encode: (bytes: Uint8Array): string =>
    Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''),
  /** Throws on odd length or a non-hex character. */
  decode: (text: string): Uint8Array => {
    if (text.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(text)) throw new TypeError('Expected hex');
    return Uint8Array.from({ length: text.length / 2 }, (_, at) =>
      Number.parseInt(text.slice(at * 2, at * 2 + 2), 16),
    );
  },
};

export const base64 = {
  encode: (bytes: Uint8Array): string =>
    btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')),
  /** Throws on text that is not base64. */
  decode: (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0)),
};
