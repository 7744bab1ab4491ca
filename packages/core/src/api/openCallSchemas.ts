// The schemas of openCalls.ts's answers: loaded only to say what is wrong with an answer its guard refused.
import { ConfigResponseSchema, GetWalletsResponseSchema, OriginsResponseSchema } from '@gangway/protocol';
import type * as z from 'zod/mini';
import { invalidAnswer } from './apiFetch.ts';
import { checkAnswer } from './http.ts';

const OPEN_CALL_SCHEMAS = {
  config: ConfigResponseSchema,
  origins: OriginsResponseSchema,
  wallets: GetWalletsResponseSchema,
};
export type OpenCallSchema = keyof typeof OPEN_CALL_SCHEMAS;

/** INVALID_RESPONSE naming the first field at fault in an answer the guard for `schema` refused. */
export function refusal(schema: OpenCallSchema, json: unknown, path: string): Error {
  try {
    checkAnswer(OPEN_CALL_SCHEMAS[schema] as z.ZodMiniType<unknown>, json, path);
  } catch (error) {
    return error as Error;
  }
  // The guard and the schema disagree, which their tests rule out.
  return invalidAnswer(path, 'unexpected body');
}
