// How Solana wallets say the user refused: EIP-1193's 4001 (Phantom, Solflare and others reuse it) or an error named
// for the rejection (the wallet-adapter error classes).
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return code === 4001 || (typeof name === 'string' && /Rejected/.test(name));
}
