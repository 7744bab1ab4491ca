// Route schemas are zod/mini schemas: Fastify validates each declared part with them (a failure is a 400
// naming the field, as parseInput words it) and writes answers as plain JSON (the response schemas document
// and type the answers; zod has no compiled serialiser).
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import { parseInput } from './parseInput.ts';

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

export const jsonSerializerCompiler: FastifySerializerCompiler<ZodMiniType> = () => (data) =>
  JSON.stringify(data);
