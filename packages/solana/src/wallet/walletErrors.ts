import { RPC_ERROR_CODES } from '@gangway/protocol';

// How Solana wallets say the user refused: EIP-1193's 4001 (Phantom, Solflare and others reuse it) or an error named
// for the rejection (the wallet-adapter error classes).
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return code === RPC_ERROR_CODES.USER_REJECTED || (typeof name === 'string' && /Rejected/.test(name));
}
