import { RPC_ERROR_CODES, SATS_CONNECT_ERROR_CODES } from '@gangway/protocol';

// How Bitcoin wallets say the user refused: sats-connect's USER_REJECTION, EIP-1193's 4001 (several Wallet Standard
// wallets reuse it), or an error named for the rejection.
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return (
    code === SATS_CONNECT_ERROR_CODES.USER_REJECTION ||
    code === RPC_ERROR_CODES.USER_REJECTED ||
    (typeof name === 'string' && /Rejected/.test(name))
  );
}
