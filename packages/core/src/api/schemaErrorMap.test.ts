import { SCHEMA_MESSAGES } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fakeFetch } from '../testing/fakeFetch.ts';
import { createApiClient } from './client.ts';
import { SCHEMA_PARSE_PARAMS } from './schemaErrorMap.ts';

const messages = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value, SCHEMA_PARSE_PARAMS).error?.issues.map((issue) => issue.message);

describe("SPEC §8's schema messages", () => {
  it('replace the bare "Invalid input" of zod/mini', () => {
    const schema = z.object({
      name: z.string().check(z.minLength(4), z.maxLength(8)),
      count: z.number().check(z.minimum(1), z.maximum(9)),
      email: z.optional(z.email()),
      url: z.optional(z.url()),
      list: z.optional(z.array(z.string()).check(z.minLength(1))),
      mode: z.optional(z.enum(['light', 'dark'])),
    });
    expect(messages(schema, {})).toEqual([SCHEMA_MESSAGES.REQUIRED, SCHEMA_MESSAGES.REQUIRED]);
    expect(messages(schema, { name: 1, count: '1' })).toEqual([
      'Expected string, received number',
      'Expected number, received string',
    ]);
    expect(
      messages(schema, { name: 'abc', count: 0, email: 'nope', url: 'nope', list: [], mode: 'blue' }),
    ).toEqual([
      'String must contain at least 4 character(s)',
      'Number must be greater than or equal to 1',
      'Invalid email',
      'Invalid url',
      'Array must contain at least 1 element(s)',
      "Invalid enum value. Expected 'light' | 'dark', received 'blue'",
    ]);
    expect(messages(schema, { name: 'abcdefghij', count: 10 })).toEqual([
      'String must contain at most 8 character(s)',
      'Number must be less than or equal to 9',
    ]);
  });

  it("name the field and the reason in a server answer's error", async () => {
    const { fetch } = fakeFetch({ '/projects/v1/origins': () => ({ body: { allowedOrigins: 'all' } }) });
    const api = createApiClient({ apiUrl: 'http://127.0.0.1:9', projectId: 'demo', fetch });
    await expect(api.getAllowedOrigins()).resolves.toEqual([]);
    const config = fakeFetch({ '/appkit/v1/config': () => ({ body: {} }) });
    const client = createApiClient({ apiUrl: 'http://127.0.0.1:9', projectId: 'demo', fetch: config.fetch });
    await expect(client.getRemoteFeatures()).rejects.toThrow(
      'Invalid response from /appkit/v1/config: features: Required',
    );
  });
});
