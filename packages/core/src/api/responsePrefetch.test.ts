import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResponsePrefetch } from './responsePrefetch.ts';

afterEach(() => vi.unstubAllGlobals());

function countingFetch() {
  const urls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ n: urls.length }));
  });
  vi.stubGlobal('fetch', fetchImpl);
  return urls;
}

describe('response prefetch', () => {
  it('fetches a URL once however often it is prefetched, and answers the first GET of it from that', async () => {
    const urls = countingFetch();
    const prefetch = createResponsePrefetch();
    prefetch.prefetch('http://api.test/getWallets?page=1');
    prefetch.prefetch('http://api.test/getWallets?page=1');
    expect(urls).toHaveLength(1);
    expect(await (await prefetch.fetch('http://api.test/getWallets?page=1')).json()).toEqual({ n: 1 });
    // Taken once: the next call goes to the network.
    expect(await (await prefetch.fetch('http://api.test/getWallets?page=1')).json()).toEqual({ n: 2 });
  });

  it('leaves other URLs and other methods to the network', async () => {
    const urls = countingFetch();
    const prefetch = createResponsePrefetch();
    prefetch.prefetch('http://api.test/a');
    await prefetch.fetch('http://api.test/a', { method: 'POST' });
    await prefetch.fetch('http://api.test/b');
    expect(urls).toEqual(['http://api.test/a', 'http://api.test/a', 'http://api.test/b']);
  });

  it("keeps the caller's timeout for an answer started before it asked", async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const prefetch = createResponsePrefetch();
    prefetch.prefetch('http://api.test/slow');
    const controller = new AbortController();
    const answer = prefetch.fetch('http://api.test/slow', { signal: controller.signal });
    controller.abort(new Error('timed out'));
    await expect(answer).rejects.toThrow('timed out');
  });

  it('hands a failed prefetch to the caller instead of rejecting unhandled', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const prefetch = createResponsePrefetch();
    prefetch.prefetch('http://api.test/down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(prefetch.fetch('http://api.test/down')).rejects.toThrow('offline');
  });
});
