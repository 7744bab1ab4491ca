// SPEC §8: every message the product shows, throws or logs, defined once. Messages are exactly as SPEC
// writes them; where SPEC only names a message, the wording is ours.

type Message = string | ((params: never) => string);

/** Thrown or logged errors, keyed by a stable code. */
export const ERROR_MESSAGES = {
  // swaps
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  // connection
  MODAL_CLOSED: 'Modal closed',
  POPUP_CLOSED: 'Popup closed',
  CONNECTION_REJECTED: 'Connection rejected',
  FAILED_TO_CONNECT: 'Failed to connect',
  SWITCH_NETWORK_FAILED: 'Failed to switch network',
  SOCIAL_CONNECTION_FAILED: 'Failed to initiate social connection',
  FARCASTER_CONNECTION_FAILED: 'Failed to connect to farcaster',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  WALLET_CONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  CONNECTOR_NOT_FOUND: (p: { connectorId: string }) => `Connector ${p.connectorId} not found`,
  CONNECTOR_UNSUPPORTED_CHAINS: 'The connector does not support any of the requested chains',
  MULTI_WALLET_NOT_ENABLED: 'Multi-Wallet Not Enabled',
  // embedded wallet frame
  FRAME_IFRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'W3mFrame: parent is not set',
  EMAIL_LOGIN_DEPENDENCY: 'Unable to load email login dependency',
  FRAME_ERROR: 'An error occurred',
  // aborts
  RPC_REQUEST_ABORTED: 'Request was aborted',
  REQUEST_ABORTED: 'Something went wrong',
  // adapters and networks
  ADAPTER_NOT_FOUND: 'Adapter not found',
  ADAPTER_FOR_NAMESPACE_NOT_FOUND: (p: { namespace: string }) =>
    `Adapter for namespace ${p.namespace} doesn't exist`,
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  CAIP_NETWORK_NOT_FOUND: 'CaipNetwork not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  NETWORK_NOT_FOUND: 'Network not found',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  CHAIN_REQUIRED: (p: { action: string }) => `Chain is required to ${p.action}`,
  DISCONNECT_FAILED: (p: { reason: string }) => `Failed to disconnect chains: ${p.reason}`,
  // controllers
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CLIENTS_NOT_SET: 'ConnectionControllerClient and NetworkControllerClient must be set',
  // options and sign-in
  SIWE_AND_SIWX: 'Cannot set both `siweConfig` and `siwx` options',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  CONNECT_BEFORE_REQUEST: 'Please call connect() before request()',
  SIGN_CLIENT_NOT_INITIALIZED: 'Sign Client not initialized',
  HTTP_STATUS: (p: { status: number }) => `HTTP status code: ${p.status}`,
  EMAIL_COOLDOWN: (p: { seconds: number }) => `Please try again after ${p.seconds} seconds`,
  // ours: id, option and reply validation
  INVALID_CAIP_NETWORK_ID: (p: { value: string }) =>
    `Invalid network id "${p.value}": expected namespace:reference with exactly two parts`,
  INVALID_CAIP_ADDRESS: (p: { value: string }) =>
    `Invalid account id "${p.value}": expected namespace:reference:address with exactly three parts`,
  VIEW_NOT_AVAILABLE: (p: { view: string; available: readonly string[] }) =>
    `View ${p.view} is not available yet: open one of ${p.available.join(', ')}`,
  OPTION_HAS_NO_EFFECT: (p: { option: string }) =>
    `\`${p.option}\` is accepted but has no effect in this version of Gangway yet`,
  INVALID_OPTION: (p: { option: string; reason: string }) => `Invalid option \`${p.option}\`: ${p.reason}`,
  INVALID_RESPONSE: (p: { source: string; reason: string }) =>
    `Invalid response from ${p.source}: ${p.reason}`,
  REQUEST_TIMEOUT: (p: { source: string; ms: number }) => `${p.source} did not answer within ${p.ms} ms`,
  RATE_LIMITED: 'Rate Limited',
  SERVER_ERROR: 'Server Error',
  USER_REJECTED: 'User rejected the request',
  INVALID_CHAIN_ID: 'Invalid chainId',
  NO_ACCOUNTS: 'The wallet returned no accounts',
  WALLET_REQUEST_FAILED: (p: { method: string; reason: string }) => `${p.method} failed: ${p.reason}`,
  WALLET_CAPABILITY_UNSUPPORTED: (p: { capability: string }) => `The wallet does not support ${p.capability}`,
  INSUFFICIENT_FUNDS: (p: { needed: string; available: string; asset: string }) =>
    `Insufficient funds: ${p.needed} ${p.asset} needed, ${p.available} available`,
} as const satisfies Record<string, Message>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export type ErrorParams<C extends ErrorCode> = (typeof ERROR_MESSAGES)[C] extends (params: infer P) => string
  ? P
  : undefined;

/** SPEC §8's schema validation messages: what a value that fails an option or a server answer's schema gets. */
export const SCHEMA_MESSAGES = {
  REQUIRED: 'Required',
  INVALID_TYPE: (p: { expected: string; received: string }) =>
    `Expected ${p.expected}, received ${p.received}`,
  INVALID_EMAIL: 'Invalid email',
  INVALID_URL: 'Invalid url',
  INVALID_FORMAT: (p: { format: string }) => `Invalid ${p.format}`,
  INVALID_ENUM: (p: { options: readonly string[]; received: string }) =>
    `Invalid enum value. Expected ${p.options.map((o) => `'${o}'`).join(' | ')}, received '${p.received}'`,
  TOO_SHORT: (p: { minimum: number | bigint }) => `String must contain at least ${p.minimum} character(s)`,
  TOO_LONG: (p: { maximum: number | bigint }) => `String must contain at most ${p.maximum} character(s)`,
  TOO_FEW: (p: { minimum: number | bigint }) => `Array must contain at least ${p.minimum} element(s)`,
  TOO_MANY: (p: { maximum: number | bigint }) => `Array must contain at most ${p.maximum} element(s)`,
  TOO_SMALL: (p: { minimum: number | bigint; inclusive: boolean }) =>
    `Number must be greater than ${p.inclusive ? 'or equal to ' : ''}${p.minimum}`,
  TOO_BIG: (p: { maximum: number | bigint; inclusive: boolean }) =>
    `Number must be less than ${p.inclusive ? 'or equal to ' : ''}${p.maximum}`,
  INVALID: 'Invalid input',
} as const satisfies Record<string, Message>;

/** The type name SPEC §8's 'Expected X, received Y' uses for a value. */
export function receivedType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export type { AlertCode, AlertEntry } from './alerts.ts';

/** Category an error inside a product action is wrapped with before it is reported (SPEC §8). */
export const ERROR_CATEGORIES = [
  'INTERNAL_SDK_ERROR',
  'CONNECTION_ERROR',
  'NETWORK_ERROR',
  'API_ERROR',
  'WALLET_ERROR',
  'CONFIGURATION_ERROR',
] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];
