// SPEC §8's user-visible messages (and ours), shown in the modal's toasts and views: the widget's alone, so core's
// and not the wire contract's (@gangway/protocol). A module of their own, as sendMessages.ts: only lazy code shows
// them, and in protocol's catalogue.ts (which the initial bundle holds for GangwayError) the initial bundle would
// carry them.
import { ERROR_MESSAGES } from '@gangway/protocol';

type Message = string | ((params: never) => string);

/** Messages shown to the visitor in the modal (toasts, view states). */
export const USER_MESSAGES = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_SIGNATURE_FAILED: 'This application might not support Smart Accounts',
  AUTHENTICATING: 'Authenticating...',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  ERROR_REGISTERING_NAME: (p: { name: string }) => `Error registering name ${p.name}`,
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  INVALID_CHAIN_ID: ERROR_MESSAGES.INVALID_CHAIN_ID,
  CONNECTOR_UNSUPPORTED_CHAINS: ERROR_MESSAGES.CONNECTOR_UNSUPPORTED_CHAINS,
  // ours
  CONNECTION_REJECTED: ERROR_MESSAGES.CONNECTION_REJECTED,
  FAILED_TO_CONNECT: ERROR_MESSAGES.FAILED_TO_CONNECT,
  SWITCH_NETWORK_FAILED: ERROR_MESSAGES.SWITCH_NETWORK_FAILED,
  ADDRESS_COPIED: 'Address copied',
  NETWORK_SWITCHED: (p: { name: string }) => `Switched to ${p.name}`,
  CONNECTED: (p: { name: string }) => `Connected with ${p.name}`,
} as const satisfies Record<string, Message>;
