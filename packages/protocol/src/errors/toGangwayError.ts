import type { ErrorCode, ErrorParams } from './catalogue.ts';
import { GangwayError } from './GangwayError.ts';

/** Catalogue codes whose message takes no parameters. */
export type PlainErrorCode = { [C in ErrorCode]: ErrorParams<C> extends undefined ? C : never }[ErrorCode];

/** Keeps a GangwayError as is; wraps anything else (e.g. a wallet's non-standard throw) in `code`, as its cause. */
export function toGangwayError(error: unknown, code: PlainErrorCode): GangwayError {
  if (error instanceof GangwayError) return error;
  return new GangwayError(code, { cause: error } as never);
}
