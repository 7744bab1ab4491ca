// The English of core's messages that reach the visitor (SPEC §8's user-visible messages, Send's, the embedded
// wallet's, the errors a view or toast can show, the alerts), read from core's catalogues so that their English is
// written once. Keys are the catalogue codes; a view shows these with `message()`, whose English is the message's
// own text, so no bundle carries this table: it gives the other locales their keys and placeholders.

import { SEND_MESSAGES, USER_MESSAGES } from '@gangway/core/internal';
import {
  ALERTS,
  type AlertCode,
  ERROR_MESSAGES,
  type ErrorCode,
  LOGIN_MESSAGES,
  SCHEMA_MESSAGES,
} from '@gangway/protocol';

type Message = string | ((params: never) => string);

/** A catalogue message as a template: a function is called with `{name}` for each of its parameters. */
function templates<T extends Record<string, Message>>(table: T): { [K in keyof T]: string } {
  return Object.fromEntries(
    Object.entries(table).map(([code, entry]) => [
      code,
      typeof entry === 'string'
        ? entry
        : (entry as (params: unknown) => string)(
            new Proxy({}, { get: (_, name) => (typeof name === 'string' ? `{${name}}` : undefined) }),
          ),
    ]),
  ) as { [K in keyof T]: string };
}

function pick<T extends Record<string, Message>, C extends keyof T>(
  table: T,
  codes: readonly C[],
): Pick<T, C> {
  return Object.fromEntries(codes.map((code) => [code, table[code]])) as Pick<T, C>;
}

/** The errors a visitor can meet in a view or a toast; the others are the integrator's and stay English. */
export const VISITOR_ERROR_CODES = [
  'MODAL_CLOSED',
  'POPUP_CLOSED',
  'CONNECTION_REJECTED',
  'FAILED_TO_CONNECT',
  'SWITCH_NETWORK_FAILED',
  'SOCIAL_CONNECTION_FAILED',
  'FARCASTER_CONNECTION_FAILED',
  'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL',
  'CONNECTOR_NOT_FOUND',
  'CONNECTOR_UNSUPPORTED_CHAINS',
  'FRAME_ERROR',
  'RPC_REQUEST_ABORTED',
  'REQUEST_ABORTED',
  'NETWORK_NOT_FOUND',
  'CHAIN_NOT_SUPPORTED',
  'EMAIL_COOLDOWN',
  'REQUEST_TIMEOUT',
  'RATE_LIMITED',
  'SERVER_ERROR',
  'USER_REJECTED',
  'INVALID_CHAIN_ID',
  'NO_ACCOUNTS',
  'WALLET_REQUEST_FAILED',
  'INSUFFICIENT_FUNDS',
  'SWAPS_NETWORK_NOT_SUPPORTED',
] as const satisfies readonly ErrorCode[];

const alertTitles = Object.fromEntries(
  Object.entries(ALERTS).map(([code, alert]) => [`alert.${code}`, alert.shortMessage]),
) as Record<`alert.${AlertCode}`, string>;
const alertTexts = Object.fromEntries(
  Object.entries(ALERTS).map(([code, alert]) => [`alertDetail.${code}`, alert.longMessage]),
) as Record<`alertDetail.${AlertCode}`, string>;

export const CORE_MESSAGES = {
  ...templates(pick(ERROR_MESSAGES, VISITOR_ERROR_CODES)),
  ...templates(pick(SCHEMA_MESSAGES, ['INVALID_EMAIL'] as const)),
  ...templates(USER_MESSAGES),
  ...templates(SEND_MESSAGES),
  ...LOGIN_MESSAGES,
  ...alertTitles,
  ...alertTexts,
};
