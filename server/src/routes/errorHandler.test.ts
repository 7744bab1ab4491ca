import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { notFound, rateLimited } from '../errors/ApiError.ts';
import { errorHandler } from './errorHandler.ts';

const app = Fastify({ logger: false });
app.setErrorHandler(errorHandler);
// Routes that say how long their answer keeps before the work that fails, as the name lookups do.
app.get('/cached-then-missing', async (_request, reply) => {
  reply.header('cache-control', 'public, max-age=300').header('etag', '"v1"');
  throw notFound('No account has that name');
});
app.get('/cached-then-limited', async (_request, reply) => {
  reply.header('cache-control', 'public, max-age=300');
  throw rateLimited(7);
});
app.get('/cached-then-broken', async (_request, reply) => {
  reply.header('cache-control', 'public, max-age=3600');
  throw new Error('boom');
});
afterAll(() => app.close());

describe('error answers', () => {
  it('are never kept by a cache, whatever the route said its answer keeps for', async () => {
    for (const [path, status] of [
      ['/cached-then-missing', 404],
      ['/cached-then-limited', 429],
      ['/cached-then-broken', 500],
    ] as const) {
      const reply = await app.inject(path);
      expect(reply.statusCode, path).toBe(status);
      expect(reply.headers['cache-control'], path).toBe('no-store');
      expect(reply.headers.etag, path).toBeUndefined();
    }
  });

  it("keep the error's own headers", async () => {
    const reply = await app.inject('/cached-then-limited');
    expect(reply.headers['retry-after']).toBe('7');
    expect(reply.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 7 });
  });
});
