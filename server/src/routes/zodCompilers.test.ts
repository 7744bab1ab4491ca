import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorHandler } from './errorHandler.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './zodCompilers.ts';
import type { ZodTypeProvider } from './zodTypeProvider.ts';

const UserSchema = z.object({ id: z.string(), name: z.string() });
const QuerySchema = z.object({ limit: z.optional(z.string().check(z.regex(/^\d+$/))) });

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(zodValidatorCompiler);
app.setSerializerCompiler(zodSerializerCompiler);
app.setErrorHandler(errorHandler);
const schema = { querystring: QuerySchema, response: { 200: UserSchema } };
// A row with a column the contract does not name, as a handler that spreads a database row returns it.
app.get(
  '/leaky',
  { schema },
  async () => ({ id: 'u1', name: 'Ada', passwordHash: 'secret' }) as z.input<typeof UserSchema>,
);
app.get('/broken', { schema }, async () => ({ id: 'u1' }) as z.input<typeof UserSchema>);
app.get('/typed', { schema }, async (request) => ({ id: request.query.limit ?? 'none', name: 'Ada' }));
afterAll(() => app.close());

describe('route schemas', () => {
  it('drops what the response schema does not name', async () => {
    const reply = await app.inject('/leaky');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ id: 'u1', name: 'Ada' });
  });

  it('answers 500 INTERNAL, never the answer, when a handler breaks its response schema', async () => {
    const reply = await app.inject('/broken');
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
  });

  it('validates request parts with their schemas, a failure naming the field', async () => {
    expect((await app.inject('/typed?limit=7')).json()).toEqual({ id: '7', name: 'Ada' });
    const refused = await app.inject('/typed?limit=x');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'limit' });
  });
});
