// What the embedded wallet's smart account refuses, as the dapp hears it (the frame throws it; tests compare it).

/**
 * A transaction without `to` from the smart account, refused before the visitor is asked: the account makes calls
 * only (execute), and a contract made through a CREATE2 factory would not be the transaction receipt's
 * `contractAddress` the dapp waits for. The EOA deploys contracts.
 */
export const SMART_ACCOUNT_CANNOT_CREATE =
  'A smart account cannot create a contract: switch the account type to the EOA to deploy one';

/**
 * A user operation the bundler or the paymaster refused, or whose calls revert in the bundler's simulation: the
 * dapp hears one of these (with the bundler's reason after it) and knows nothing was sent.
 */
export const USER_OPERATION_REFUSALS = {
  /** The paymaster service, or gangway-server for the project, would not sponsor it (ERC-7769 -32501, AA3x). */
  PAYMASTER: 'The sponsor refused to pay for this transaction; nothing was sent',
  /** The account cannot pay its prefund (AA21). */
  FUNDS: 'The smart account cannot pay the network fee; nothing was sent',
  /** The account's or the paymaster's signature does not verify (-32507, AA23, AA24, AA34). */
  SIGNATURE: "The smart account's signature was refused; nothing was sent",
  /** Too little gas for verification or too little preVerificationGas (AA13, AA26, AA40, AA41, AA51, AA95). */
  GAS: 'The transaction was given too little gas; nothing was sent',
  /** A call reverts (-32521): one of a batch reverts all of it. */
  REVERTED: 'The transaction would revert; nothing was sent',
  /** Anything else the bundler refused. */
  REFUSED: 'The bundler refused the transaction; nothing was sent',
} as const;

/** A session key (wallet_grantPermissions, wallet_revokePermissions) asked of the EOA: sessions live in the smart account. */
export const SMART_SESSIONS_NEED_SMART_ACCOUNT =
  'Session keys need the smart account: switch the account type to the smart account to grant one';

/** wallet_grantPermissions while the host's features.smartSessions is off. */
export const SMART_SESSIONS_DISABLED = 'Smart sessions are not enabled: set features.smartSessions';
