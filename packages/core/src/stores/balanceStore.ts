import { createStore } from 'zustand/vanilla';

export type TokenBalanceStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

/** Where the connected account's token balances stand; the balances themselves live in the account state. */
export interface BalanceState {
  status: TokenBalanceStatus;
  /** When the last fetch failed (ms), so the next one waits out BALANCE_RETRY_GAP_MS (SPEC §5). */
  failedAt?: number;
}
export type BalanceStore = ReturnType<typeof createBalanceStore>;

export function createBalanceStore() {
  return createStore<BalanceState>()(() => ({ status: 'idle' }));
}
