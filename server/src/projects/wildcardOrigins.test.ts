import { describe, expect, it } from 'vitest';
import { isAcceptableWildcard } from './wildcardOrigins.ts';

describe('wildcard origins', () => {
  it('refuses wildcards over public suffixes, ICANN and private', () => {
    for (const pattern of [
      'https://*.com',
      'https://*.co.uk',
      'http://*.com:*',
      'https://*.github.io',
      'https://*.xn--p1ai',
      'https://*.localhost',
    ]) {
      expect(isAcceptableWildcard(pattern), pattern).toBe(false);
    }
  });

  it('accepts wildcards over registrable domains and every exact origin', () => {
    for (const pattern of [
      'https://*.example.com',
      'https://*.example.co.uk',
      'https://*.me.github.io',
      'https://*.a.example.org:8443',
      'https://com.example',
      'http://localhost:*',
      'https://co.uk',
    ]) {
      expect(isAcceptableWildcard(pattern), pattern).toBe(true);
    }
  });
});
