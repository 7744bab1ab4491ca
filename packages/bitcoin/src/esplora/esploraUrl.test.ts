import { ERROR_MESSAGES } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { esploraUrl } from './esploraUrl.ts';

describe('esploraUrl', () => {
  it('joins the path to a bare base URL, with or without a trailing slash', () => {
    expect(esploraUrl('http://127.0.0.1:3002', '/address/x/utxo')).toBe(
      'http://127.0.0.1:3002/address/x/utxo',
    );
    expect(esploraUrl('https://blockstream.info/api/', '/fee-estimates')).toBe(
      'https://blockstream.info/api/fee-estimates',
    );
  });

  it("keeps the proxy's query string after the path", () => {
    expect(
      esploraUrl(
        'https://api.example.com/v1/esplora?chainId=bip122:000000000019d6689c085ae165831e93&projectId=p1',
        '/address/bc1q/utxo',
      ),
    ).toBe(
      'https://api.example.com/v1/esplora/address/bc1q/utxo?chainId=bip122:000000000019d6689c085ae165831e93&projectId=p1',
    );
  });

  it('refuses a base that is not a URL', () => {
    expect(() => esploraUrl('not a url', '/x')).toThrow(
      ERROR_MESSAGES.INVALID_OPTION({ option: 'networks', reason: 'not a url is not a URL' }),
    );
  });
});
