// SPEC §8 alerts. Alerts are rare, so this table is loaded with import() when one is raised: the host page's
// initial bundle carries the codes, not the texts.

export interface AlertEntry {
  readonly shortMessage: string;
  readonly longMessage: string;
}

/** Alerts: shown visually only in debug mode; the long message always goes to the console (SPEC §8). */
export const ALERTS = {
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage:
      'The target network is not among the networks configured for this app. Add it to `networks`.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "This page's origin is not in the project's allowed origins, or the project id is invalid. Add the origin with `gangway-server project origins add`.",
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage:
      'Set `projectId` to the id of a project on your gangway-server (`gangway-server project create`).',
  },
  SERVER_ERROR: {
    shortMessage: 'Server Error',
    longMessage: 'The Gangway server answered with an error. Check its logs.',
  },
  RATE_LIMITED: {
    shortMessage: 'Rate Limited',
    longMessage: "The Gangway server refused the request: the project's rate limit was reached.",
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Embedded wallet failed to load',
    longMessage: 'The embedded wallet frame did not load in time. Check the server URL and the network.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded wallet request timed out',
    longMessage: 'The embedded wallet did not answer in time.',
  },
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Embedded wallet: unverified domain',
    longMessage: "Embedded wallets need this page's origin in the project's allowed origins.",
  },
  SESSION_TOKEN_NOT_YET_VALID: {
    shortMessage: 'Session Expired',
    longMessage: "The session token is not valid yet. Check this device's clock and sign in again.",
  },
  MULTI_WALLET_NOT_ENABLED: {
    shortMessage: 'Multi-Wallet Not Enabled',
    longMessage:
      'Multi-wallet support is turned off. Enable the `multiWallet` feature in the project configuration on your gangway-server.',
  },
  // SPEC §8's variants for the connection hooks: the same alert, naming what was refused.
  MULTI_WALLET_NOT_ENABLED_CONNECTIONS: {
    shortMessage: 'Multi-Wallet Not Enabled',
    longMessage:
      'useConnections() and watchConnections() need multi-wallet support. Enable the `multiWallet` feature in the project configuration on your gangway-server.',
  },
  MULTI_WALLET_NOT_ENABLED_CONNECTION: {
    shortMessage: 'Multi-Wallet Not Enabled',
    longMessage:
      'useConnection() can switch or disconnect one of several wallets only with multi-wallet support. Enable the `multiWallet` feature in the project configuration on your gangway-server.',
  },
  RPC_METHOD_NOT_ALLOWED: {
    shortMessage: 'RPC Method Not Allowed',
    longMessage: 'This wallet does not allow the requested RPC method.',
  },
  RPC_CALL_NOT_ALLOWED: {
    shortMessage: 'Requested RPC call is not allowed',
    longMessage: 'The requested RPC call is not allowed for this connection.',
  },
  ACTION_NOT_ALLOWED: {
    shortMessage: 'Action not allowed',
    longMessage: 'This action is not allowed for the current connection.',
  },
  OPTION_HAS_NO_EFFECT: {
    shortMessage: 'Option has no effect yet',
    longMessage: 'An option you set is accepted but does nothing in this version of Gangway yet.',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    shortMessage: 'Local configuration ignored',
    longMessage:
      "Remote project configuration overrides local `features` settings for email, socials, swaps, onramp, activity, reownBranding and multiWallet. Change them on your gangway-server's project instead.",
  },
} as const satisfies Record<string, AlertEntry>;
export type AlertCode = keyof typeof ALERTS;
