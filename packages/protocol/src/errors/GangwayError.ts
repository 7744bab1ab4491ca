import { ERROR_MESSAGES, type ErrorCategory, type ErrorCode, type ErrorParams } from './catalogue.ts';

export interface GangwayErrorOptions {
  cause?: unknown;
  category?: ErrorCategory;
}
export type GangwayErrorArgs<C extends ErrorCode> =
  ErrorParams<C> extends undefined
    ? [options?: GangwayErrorOptions]
    : [params: ErrorParams<C>, options?: GangwayErrorOptions];

/** The one error class of the product: a stable `code` from the catalogue and its exact message. */
export class GangwayError<C extends ErrorCode = ErrorCode> extends Error {
  override readonly name = 'GangwayError';
  readonly code: C;
  readonly category: ErrorCategory;
  /** The message's parameters, so the widget can write it in the visitor's language. */
  readonly params: ErrorParams<C> | undefined;

  constructor(code: C, ...args: GangwayErrorArgs<C>) {
    const entry: string | ((params: never) => string) = ERROR_MESSAGES[code];
    const [params, options] = typeof entry === 'string' ? [undefined, args[0]] : [args[0], args[1]];
    const message = typeof entry === 'string' ? entry : (entry as (p: unknown) => string)(params);
    const opts = options as GangwayErrorOptions | undefined;
    super(message, opts?.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.params = params as ErrorParams<C> | undefined;
    this.category = opts?.category ?? 'INTERNAL_SDK_ERROR';
  }
}

export function isGangwayError<C extends ErrorCode>(error: unknown, code?: C): error is GangwayError<C> {
  return error instanceof GangwayError && (code === undefined || error.code === code);
}
