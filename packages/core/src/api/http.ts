// The calls whose answers are checked against their zod schema: apiFetch.ts's request, then the schema, whose
// issues get SPEC §8's messages. Loaded only with the code that makes such calls.

import * as z from 'zod/mini';
import { type ApiCall, fetchAnswer, type HttpOptions, invalidAnswer } from './apiFetch.ts';
import { SCHEMA_PARSE_PARAMS } from './schemaErrorMap.ts';

export { ApiHttpError, type HttpOptions, statusCategory } from './apiFetch.ts';

export interface ApiRequest<T> extends ApiCall {
  schema: z.ZodMiniType<T>;
}

export async function apiRequest<T>(options: HttpOptions, request: ApiRequest<T>): Promise<T> {
  return checkAnswer(request.schema, await fetchAnswer(options, request), request.path);
}

/** The answer as its schema parses it; else INVALID_RESPONSE naming the first field at fault. */
export function checkAnswer<T>(schema: z.ZodMiniType<T>, json: unknown, path: string): T {
  const parsed = z.safeParse(schema, json, SCHEMA_PARSE_PARAMS);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw invalidAnswer(
    path,
    issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'unexpected body',
  );
}
