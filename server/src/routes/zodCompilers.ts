// Route schemas are zod/mini schemas: Fastify validates each declared part with them (a failure is a 400
// naming the field, as parseInput words it), and an answer with a response schema leaves through it: parsed,
// so fields the schema does not name are dropped (Fastify's guard against accidental disclosure) and an answer
// that breaks its contract is a 500, never sent.
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import { safeParse } from 'zod/mini';
import { parseInput } from '../errors/parseInput.ts';

const PARTS = { body: 'body', querystring: 'query', params: 'params' } as const;

export const zodValidatorCompiler: FastifySchemaCompiler<ZodMiniType> = ({ schema, httpPart }) => {
  const part = PARTS[(httpPart ?? 'body') as keyof typeof PARTS] ?? 'body';
  return (data: unknown) => {
    try {
      return { value: parseInput(schema, data, part) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/** The answer does not match its response schema: a server bug, answered 500 by the error handler. */
export class ResponseContractError extends Error {
  override readonly name = 'ResponseContractError';
}

export const zodSerializerCompiler: FastifySerializerCompiler<ZodMiniType> =
  ({ schema, url, method }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ResponseContractError(
        `${method} ${url}: the answer breaks its response schema at "${issue?.path.join('.') ?? ''}": ${issue?.message ?? 'invalid'}`,
        { cause: result.error },
      );
    }
    return JSON.stringify(result.data);
  };
