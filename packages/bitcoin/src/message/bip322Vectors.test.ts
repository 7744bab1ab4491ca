// BIP-322's own test vectors: the checks agree with the specification, not only with our test wallets.
import { parseBitcoinAddress } from '@gangway/protocol';
import { base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { verifyMessageSignature } from './verifySignature.ts';

const ADDRESS = parseBitcoinAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')!;
const SIGNATURES = {
  '': 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  'Hello World':
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
};

describe('BIP-322 test vectors', () => {
  it('verify the P2WPKH signatures of "" and "Hello World", and not crossed over', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(verifyMessageSignature(ADDRESS, encode(''), base64.decode(SIGNATURES['']))).toBe(true);
    expect(
      verifyMessageSignature(ADDRESS, encode('Hello World'), base64.decode(SIGNATURES['Hello World'])),
    ).toBe(true);
    expect(verifyMessageSignature(ADDRESS, encode('Hello World'), base64.decode(SIGNATURES['']))).toBe(false);
  });
});
