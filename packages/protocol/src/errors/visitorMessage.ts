// What the modal tells the visitor (toasts, a view's error line): a catalogue code with its parameters, and the
// English text. The widget writes it in the visitor's language by its code; `text` is what logs, tests and a code
// without a translation (a developer error) show.
import { GangwayError } from './GangwayError.ts';

export type MessageParams = Readonly<Record<string, string | number>>;

export interface VisitorMessage {
  readonly code: string;
  readonly params?: MessageParams;
  readonly text: string;
  /** A developer's detail in the words it came in (debug mode: a server's reason), shown after the message as is. */
  readonly detail?: string;
}

type Message = string | ((params: never) => string);
type ParamsOf<M> = M extends (params: infer P) => string ? [params: P] : [];

/** The message `code` of a catalogue table (USER_MESSAGES, SEND_MESSAGES, …) as a VisitorMessage. */
export function visitorMessage<T extends Record<string, Message>, C extends keyof T & string>(
  table: T,
  code: C,
  ...[params]: ParamsOf<T[C]>
): VisitorMessage {
  const entry: Message = table[code] as Message;
  const text = typeof entry === 'string' ? entry : (entry as (p: unknown) => string)(params);
  return params === undefined ? { code, text } : { code, params: params as MessageParams, text };
}

/**
 * What to tell the visitor about a failure: a GangwayError by its code, an error that carries its own message
 * (the embedded wallet's), else `fallback`.
 */
export function failureMessage(error: unknown, fallback: VisitorMessage): VisitorMessage {
  if (error instanceof GangwayError) {
    return error.params === undefined
      ? { code: error.code, text: error.message }
      : { code: error.code, params: error.params as MessageParams, text: error.message };
  }
  const own = (error as { visitorMessage?: VisitorMessage } | null)?.visitorMessage;
  return own ?? fallback;
}
