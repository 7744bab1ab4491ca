import { describe, expect, it } from 'vitest';
import { cacheControl, DIRECTORY_CACHE, etagOf, matchesEtag } from './httpCaching.ts';

describe('HTTP caching', () => {
  it('lets browsers reuse the directory, then revalidate it in the background', () => {
    expect(cacheControl(DIRECTORY_CACHE)).toBe('public, max-age=300, stale-while-revalidate=86400');
  });

  it('tags equal bodies alike and different bodies apart', () => {
    expect(etagOf('{"data":[]}')).toBe(etagOf(new TextEncoder().encode('{"data":[]}')));
    expect(etagOf('{"data":[]}')).not.toBe(etagOf('{"data":[1]}'));
    expect(etagOf('x')).toMatch(/^"[\w-]{27}"$/);
  });

  it('matches If-None-Match lists, weak tags and *, and nothing else', () => {
    const etag = etagOf('body');
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"a", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"a", "b"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
  });
});
