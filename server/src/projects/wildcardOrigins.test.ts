import { describe, expect, it } from 'vitest';
import { isAcceptableOrigin, MULTI_TENANT_HOSTS } from './wildcardOrigins.ts';

describe('acceptable origin patterns', () => {
  it('refuses wildcards over public suffixes, ICANN and private', () => {
    for (const pattern of [
      'https://*.com',
      'https://*.co.uk',
      'http://*.com:*',
      'https://*.github.io',
      'https://*.xn--p1ai',
      'https://*.localhost',
    ]) {
      expect(isAcceptableOrigin(pattern), pattern).toBe(false);
    }
  });

  it('refuses wildcards at or under the kept multi-tenant hosts, and their own origins', () => {
    for (const pattern of [
      'https://*.arweave.net',
      'https://*.app.github.dev',
      'https://*.codesandbox.io',
      'https://*.ipfs.w3s.link',
      'https://*.ipfs.io',
      'https://*.x.arweave.net',
      'https://ipfs.io',
      'https://arweave.net',
      'https://app.github.dev',
    ]) {
      expect(isAcceptableOrigin(pattern), pattern).toBe(false);
    }
    for (const host of MULTI_TENANT_HOSTS) expect(isAcceptableOrigin(`https://*.${host}`), host).toBe(false);
  });

  it('accepts wildcards over registrable domains, one tenant of a multi-tenant host, and every other exact origin', () => {
    for (const pattern of [
      'https://*.example.com',
      'https://*.example.co.uk',
      'https://*.me.github.io',
      'https://*.a.example.org:8443',
      'https://com.example',
      'http://localhost:*',
      'https://co.uk',
      'https://myapp-3000.app.github.dev',
      'https://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi.ipfs.w3s.link',
      'https://notarweave.net',
      'https://*.notarweave.net',
    ]) {
      expect(isAcceptableOrigin(pattern), pattern).toBe(true);
    }
  });
});
