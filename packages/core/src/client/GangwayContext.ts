import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import type { ChainAdapter } from '../adapter/ChainAdapter.ts';
import type { ResolvedOptions } from '../options/validateOptions.ts';
import type { GangwayStorage } from '../storage/gangwayStorage.ts';
import type { AccountStore } from '../stores/accountStore.ts';
import type { AlertStore } from '../stores/alertStore.ts';
import type { BalanceStore } from '../stores/balanceStore.ts';
import type { ConnectionStore } from '../stores/connectionStore.ts';
import type { ConnectorStore } from '../stores/connectorStore.ts';
import type { DirectoryStore } from '../stores/directoryStore.ts';
import type { FeaturesStore } from '../stores/featuresStore.ts';
import type { LocaleStore } from '../stores/localeStore.ts';
import type { ModalStore } from '../stores/modalStore.ts';
import type { NetworkStore } from '../stores/networkStore.ts';
import type { ShakeStore } from '../stores/shakeStore.ts';
import type { ThemeStore } from '../stores/themeStore.ts';
import type { ToastStore } from '../stores/toastStore.ts';
import type { LazyState } from './LazyState.ts';

/**
 * Everything an action needs: the stores, options, storage and adapters of one widget instance, and (in `lazy`)
 * the state its lazy modules make on first need.
 */
export interface GangwayContext {
  readonly options: ResolvedOptions;
  readonly storage: GangwayStorage;
  readonly modal: ModalStore;
  readonly toast: ToastStore;
  readonly alert: AlertStore;
  readonly shake: ShakeStore;
  /** The requested networks. */
  readonly networks: NetworkStore;
  /** Per namespace: connections, the current one, status and the active network (one store, SPEC §3, §4). */
  readonly connections: ConnectionStore;
  /** Per namespace: the profile and view fields of the account. */
  readonly accounts: AccountStore;
  readonly connectors: ConnectorStore;
  readonly features: FeaturesStore;
  readonly directory: DirectoryStore;
  readonly balances: BalanceStore;
  readonly theme: ThemeStore;
  readonly locale: LocaleStore;
  /** Send, sent transactions, the embedded wallet and WalletConnect: made by their lazy modules (LazyState.ts). */
  readonly lazy: LazyState;
}

export function getAdapter(ctx: GangwayContext, namespace: ChainNamespace): ChainAdapter {
  const adapter = ctx.options.adaptersByNamespace.get(namespace);
  if (!adapter) throw new GangwayError('ADAPTER_FOR_NAMESPACE_NOT_FOUND', { namespace });
  return adapter;
}
