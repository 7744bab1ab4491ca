import type { Eip1193Provider } from '../types.ts';
import { requestWallet } from './requestWallet.ts';

// Not every wallet knows wallet_revokePermissions and some never answer it; disconnecting must stay quick.
const REVOKE_TIMEOUT_MS = 1_000;

/** Asks the wallet to drop this site's eth_accounts permission; failure is expected and ignored. */
export async function revokePermissions(provider: Eip1193Provider): Promise<void> {
  try {
    await requestWallet(provider, 'wallet_revokePermissions', [{ eth_accounts: {} }], {
      timeoutMs: REVOKE_TIMEOUT_MS,
    });
  } catch {
    // Unsupported, refused or silent: the adapter forgets the connection either way.
  }
}
