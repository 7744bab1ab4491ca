// Validates one part of a request with its schema; a failure is a 400 naming the field.
import type * as z from 'zod/mini';
import { safeParse } from 'zod/mini';
import { en } from 'zod/v4/locales';
import { badRequest } from './ApiError.ts';

const PART_LABELS = {
  query: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  rpcParams: 'JSON-RPC param',
} as const;
const localeError = en().localeError;

export function parseInput<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  part: keyof typeof PART_LABELS,
): z.infer<S> {
  const result = safeParse(schema, value, { error: localeError });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : part;
  const detail = issue?.message ?? 'invalid';
  const subject = field === part ? `Invalid ${part}` : `Invalid ${PART_LABELS[part]} "${field}"`;
  throw badRequest(field, `${subject}: ${detail}`);
}
