import type { CaipNetworkId } from '@gangway/protocol';
import { DEFAULT_REMOTE_FEATURES, ERROR_MESSAGES, SDK_TYPE, SDK_VERSION } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fakeFetch.ts';
import { createApiClient } from './client.ts';
import { ApiHttpError, statusCategory } from './http.ts';

const API = 'http://127.0.0.1:9/base';

describe('API client', () => {
  it('carries projectId, st and sv on every call and joins list parameters', async () => {
    const { fetch, calls } = fakeFetch({
      '/base/getWallets': () => ({ body: { data: [], count: 0 } }),
    });
    const api = createApiClient({ apiUrl: `${API}/`, projectId: 'demo', fetch });
    await api.getWallets({ page: 2, entries: 40, include: ['a', 'b'], chains: ['eip155:1'] });
    const url = calls[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'demo',
      st: SDK_TYPE,
      sv: SDK_VERSION,
      page: '2',
      entries: '40',
      include: 'a,b',
      chains: 'eip155:1',
    });
    expect(api.rpcUrl('eip155:137' as CaipNetworkId)).toBe(
      `${API}/v1/?projectId=demo&st=${SDK_TYPE}&sv=${SDK_VERSION}&chainId=eip155%3A137`,
    );
    expect(api.imageUrl('wallet', 'abc')).toContain(`${API}/getWalletImage/abc?projectId=demo`);
  });

  it('validates answers against the schema', async () => {
    const { fetch } = fakeFetch({ '/appkit/v1/config': () => ({ body: { features: { swaps: 'yes' } } }) });
    const api = createApiClient({ apiUrl: API.replace('/base', ''), projectId: 'demo', fetch });
    // Checked by a guard; the schema, loaded for a refused answer, names the field at fault.
    await expect(api.getRemoteFeatures()).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: expect.stringMatching(/^Invalid response from \/appkit\/v1\/config: features\.swaps: /),
    });
    const ok = fakeFetch({ '/appkit/v1/config': () => ({ body: { features: DEFAULT_REMOTE_FEATURES } }) });
    const good = createApiClient({ apiUrl: 'http://127.0.0.1:9', projectId: 'demo', fetch: ok.fetch });
    expect(await good.getRemoteFeatures()).toEqual(DEFAULT_REMOTE_FEATURES);
  });

  it('maps 429 to RATE_LIMITED and 5xx to SERVER_ERROR, with the HTTP status in the message', async () => {
    for (const [status, category] of [
      [429, 'RATE_LIMITED'],
      [503, 'SERVER_ERROR'],
      [403, 'FORBIDDEN'],
      [400, 'OTHER'],
    ] as const) {
      const { fetch } = fakeFetch({
        '/v1/supported-chains': () => ({ status, body: { code: 'X', message: 'm' } }),
      });
      const api = createApiClient({ apiUrl: 'http://127.0.0.1:9', projectId: 'demo', fetch });
      const error = await api.getSupportedChains().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiHttpError);
      expect((error as Error).message).toBe(ERROR_MESSAGES.HTTP_STATUS({ status }));
      expect(statusCategory(error)).toBe(category);
    }
  });

  it('answers an empty origin list for errors other than 429 and 5xx (SPEC §7)', async () => {
    const answer = (status: number) =>
      createApiClient({
        apiUrl: 'http://127.0.0.1:9',
        projectId: 'demo',
        fetch: fakeFetch({ '/projects/v1/origins': () => ({ status, body: {} }) }).fetch,
      }).getAllowedOrigins();
    await expect(answer(404)).resolves.toEqual([]);
    await expect(answer(401)).resolves.toEqual([]);
    await expect(answer(429)).rejects.toBeInstanceOf(ApiHttpError);
    await expect(answer(500)).rejects.toBeInstanceOf(ApiHttpError);
  });

  it('answers an empty origin list when the network fails, not a Server Error (SPEC §7)', async () => {
    const unreachable = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const api = createApiClient({ apiUrl: 'http://127.0.0.1:9', projectId: 'demo', fetch: unreachable });
    await expect(api.getAllowedOrigins()).resolves.toEqual([]);
  });

  it('times out a server that does not answer', async () => {
    const hanging = (async (_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    const api = createApiClient({
      apiUrl: 'http://127.0.0.1:9',
      projectId: 'demo',
      fetch: hanging,
      timeoutMs: 20,
    });
    await expect(api.getSupportedChains()).rejects.toThrow(
      ERROR_MESSAGES.REQUEST_TIMEOUT({ source: 'The Gangway server', ms: 20 }),
    );
  });

  it('disables analytics when its config cannot be read', async () => {
    const { fetch } = fakeFetch({ '/getAnalyticsConfig': () => ({ status: 500 }) });
    const api = createApiClient({ apiUrl: 'http://127.0.0.1:9', projectId: 'demo', fetch });
    expect(await api.isAnalyticsEnabled()).toBe(false);
  });

  it('asks for a page of history and of NFTs with the chain and the cursor, validating the answers', async () => {
    const page = { data: [], next: null };
    const { fetch, calls } = fakeFetch({
      '/v1/account/0xabc/history': () => ({ body: page }),
      '/v1/account/0xabc/nfts': () => ({ body: { data: [{ bad: true }], next: null } }),
    });
    const api = createApiClient({ apiUrl: 'http://127.0.0.1:9', projectId: 'demo', fetch });
    const chainId = 'eip155:1' as CaipNetworkId;
    expect(await api.getHistory({ address: '0xabc', chainId, cursor: 'c1' })).toEqual(page);
    expect(calls[0]?.searchParams.get('chainId')).toBe('eip155:1');
    expect(calls[0]?.searchParams.get('cursor')).toBe('c1');
    await expect(api.getNfts({ address: '0xabc', chainId })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
    expect(calls[1]?.searchParams.has('cursor')).toBe(false);
  });
});
