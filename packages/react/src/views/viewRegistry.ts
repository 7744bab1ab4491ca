// Every view but Connect ships in its own chunk, loaded with import() on first need and prefetched on intent; so does
// every locale but English. This registry is a chunk too: CurrentView, the provider and the locale tables reach it
// through viewLoader.ts.
import { scheduleIdle } from '@gangway/core/internal';
import type { LazyViewName, ViewModule } from './lazyViews.ts';

export { loadLocale } from '../i18n/loadLocale.ts';

const loaders = {
  AllWallets: () => import('./AllWallets/AllWallets.tsx'),
  ConnectingExternal: () => import('./ConnectingExternal/ConnectingExternal.tsx'),
  GetWallet: () => import('./GetWallet/GetWallet.tsx'),
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect/ConnectingWalletConnect.tsx'),
  Account: () => import('./Account/Account.tsx'),
  Networks: () => import('./Networks/Networks.tsx'),
  SwitchNetwork: () => import('./SwitchNetwork/SwitchNetwork.tsx'),
  SwitchActiveChain: () => import('./SwitchActiveChain/SwitchActiveChain.tsx'),
  UnsupportedChain: () => import('./UnsupportedChain/UnsupportedChain.tsx'),
  EmailLogin: () => import('./EmailLogin/EmailLogin.tsx'),
  ConnectingFarcaster: () => import('./ConnectingFarcaster/ConnectingFarcaster.tsx'),
  ApproveTransaction: () => import('./ApproveTransaction/ApproveTransaction.tsx'),
  Swap: () => import('./Swap/Swap.tsx'),
  OnRampProviders: () => import('./OnRampProviders/OnRampProviders.tsx'),
  ProfileWallets: () => import('./ProfileWallets/ProfileWallets.tsx'),
  UpdateEmailWallet: () => import('./UpdateEmailWallet/UpdateEmailWallet.tsx'),
  SIWXSignMessage: () => import('./SIWXSignMessage/SIWXSignMessage.tsx'),
  RegisterAccountName: () => import('./RegisterAccountName/RegisterAccountName.tsx'),
  RegisterAccountNameSuccess: () => import('./RegisterAccountNameSuccess/RegisterAccountNameSuccess.tsx'),
} satisfies { [V in LazyViewName]: () => Promise<ViewModule<V>> };

/** How long a prefetch may wait for an idle moment: prefetched views are needed only after the next choice. */
const PREFETCH_IDLE_TIMEOUT_MS = 500;

const pending = new Map<LazyViewName, Promise<unknown>>();

/** Loads a view's chunk once; a failed load is forgotten so the next attempt retries. */
export function loadView<V extends LazyViewName>(view: V): Promise<ViewModule<V>> {
  let promise = pending.get(view);
  if (!promise) {
    promise = loaders[view]().catch((error: unknown) => {
      pending.delete(view);
      throw error;
    });
    pending.set(view, promise);
  }
  return promise as Promise<ViewModule<V>>;
}

/** Fetches view chunks when the main thread is idle. */
export function prefetchViews(views: readonly LazyViewName[]): void {
  const missing = views.filter((view) => !pending.has(view));
  if (missing.length === 0) return;
  scheduleIdle(
    () => {
      for (const view of missing) loadView(view).catch(() => undefined);
    },
    { timeoutMs: PREFETCH_IDLE_TIMEOUT_MS },
  );
}
