// What the embedded wallet's smart account refuses, as the dapp hears it (the frame throws it; tests compare it).

/**
 * A transaction without `to` from the smart account, refused before the visitor is asked: the account makes calls
 * only (execute), and a contract made through a CREATE2 factory would not be the transaction receipt's
 * `contractAddress` the dapp waits for. The EOA deploys contracts.
 */
export const SMART_ACCOUNT_CANNOT_CREATE =
  'A smart account cannot create a contract: switch the account type to the EOA to deploy one';

/** A session key (wallet_grantPermissions, wallet_revokePermissions) asked of the EOA: sessions live in the smart account. */
export const SMART_SESSIONS_NEED_SMART_ACCOUNT =
  'Session keys need the smart account: switch the account type to the smart account to grant one';

/** wallet_grantPermissions while the host's features.smartSessions is off. */
export const SMART_SESSIONS_DISABLED = 'Smart sessions are not enabled: set features.smartSessions';
