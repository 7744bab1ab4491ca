import { createMemoryStorage } from '../storage.ts';
import type { DevWalletStorage } from '../types.ts';

/** localStorage of the page's origin, or memory where storage is blocked (sandboxed frames). */
export function browserStorage(): DevWalletStorage {
  try {
    const storage = window.localStorage;
    const probe = 'gangway-dev-wallet:probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
