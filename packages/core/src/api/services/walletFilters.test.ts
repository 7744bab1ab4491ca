import { describe, expect, it } from 'vitest';
import { isMobileUserAgent } from './walletFilters.ts';

describe('isMobileUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
      true,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      false,
    ],
    ['', false],
  ])('%s → %s', (userAgent, mobile) => {
    expect(isMobileUserAgent(userAgent)).toBe(mobile);
  });
});
