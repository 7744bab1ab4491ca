/** sats-connect's RpcErrorCode.USER_REJECTION. */
export const SATS_CONNECT_USER_REJECTION = -32000;

// How Bitcoin wallets say the user refused: sats-connect's -32000, EIP-1193's 4001 (several Wallet Standard wallets
// reuse it), or an error named for the rejection.
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return (
    code === SATS_CONNECT_USER_REJECTION ||
    code === 4001 ||
    (typeof name === 'string' && /Rejected/.test(name))
  );
}
