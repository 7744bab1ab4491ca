// The allowed-origin rules the server enforces (core's originPattern module, shared with the widget).
import { normaliseOriginPattern, OriginMatcher } from '@gangway/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('allowed-origin patterns', () => {
  it('normalises case, trailing slashes and default ports', () => {
    expect(normaliseOriginPattern('HTTPS://App.Example.com:443/')).toBe('https://app.example.com');
    expect(normaliseOriginPattern('http://localhost:80')).toBe('http://localhost');
    expect(normaliseOriginPattern('http://localhost:*')).toBe('http://localhost:*');
    expect(normaliseOriginPattern('https://*.example.com')).toBe('https://*.example.com');
    expect(normaliseOriginPattern('chrome-extension://abcdef')).toBe('chrome-extension://abcdef');
  });

  it('rejects paths, queries, credentials, bare wildcards and bad ports', () => {
    for (const bad of [
      '*',
      'https://',
      'https://a.com/path',
      'https://a.com?x',
      'https://u:p@a.com',
      'https://a.*.com',
      'http://a.com:99999',
      'a.com',
      'https://*',
    ]) {
      expect(normaliseOriginPattern(bad), bad).toBeNull();
    }
  });

  it('matches exact origins, any port and any subdomain', () => {
    const matcher = new OriginMatcher([
      'https://app.example.com',
      'http://localhost:*',
      'https://*.example.org',
    ]);
    expect(matcher.matches('https://app.example.com')).toBe(true);
    expect(matcher.matches('https://APP.example.com:443')).toBe(true);
    expect(matcher.matches('http://localhost:5173')).toBe(true);
    expect(matcher.matches('http://localhost')).toBe(true);
    expect(matcher.matches('https://a.b.example.org')).toBe(true);
    for (const origin of [
      'https://example.org',
      'https://evilexample.org',
      'http://app.example.com',
      'https://app.example.com:8443',
      'null',
      'https://localhost:5173',
      '',
    ]) {
      expect(matcher.matches(origin), origin).toBe(false);
    }
  });

  it('never matches what no pattern allows, whatever the Origin header holds', () => {
    const matcher = new OriginMatcher(['https://app.example.com']);
    fc.assert(
      fc.property(fc.string(), (origin) => {
        fc.pre(origin.toLowerCase().replace(/:443$/, '') !== 'https://app.example.com');
        expect(matcher.matches(origin)).toBe(false);
      }),
    );
  });
});
