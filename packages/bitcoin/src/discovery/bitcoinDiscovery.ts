// Discovery of the Bitcoin wallets in the page: Wallet Standard wallets with a `bitcoin:` chain and bitcoin:connect,
// and the sats-connect providers listed in `window.btc_providers`. A wallet in both (same name) is listed once, by
// its Wallet Standard side. Touches the page only once started, never at import (SSR-safe).

import type { Connector } from '@gangway/core';
import type { CaipNetworkId } from '@gangway/protocol';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { BITCOIN_CHAINS } from '../network/bitcoinNetworks.ts';
import {
  type SatsConnectProvider,
  type SatsConnectProviderInfo,
  satsConnectProviderAt,
} from '../wallet/satsConnectProvider.ts';
import { isBitcoinStandardWallet } from '../wallet/standardDiscovery.ts';

/** A Bitcoin connector: its provider is the Wallet Standard wallet or the sats-connect provider object. */
export type BitcoinConnector = Connector & { chain: 'bip122'; provider: Wallet | SatsConnectProvider };

function standardConnector(wallet: Wallet): BitcoinConnector {
  const chains = BITCOIN_CHAINS.filter((chain) => wallet.chains.includes(chain.standardChain)).map(
    (chain) => `bip122:${chain.reference}` as CaipNetworkId,
  );
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    chains,
    imageUrl: wallet.icon,
    provider: wallet,
  };
}

function satsConnectConnector(
  info: SatsConnectProviderInfo,
  provider: SatsConnectProvider,
): BitcoinConnector {
  return {
    id: info.name,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    imageUrl: info.icon,
    provider,
  };
}

export function createBitcoinDiscovery() {
  const watchers = new Set<(connectors: readonly BitcoinConnector[]) => void>();
  const known = new Map<unknown, BitcoinConnector>();
  let current: readonly BitcoinConnector[] = [];
  let refresh: (() => void) | undefined;

  const remember = (key: unknown, create: () => BitcoinConnector) => {
    const connector = known.get(key) ?? create();
    known.set(key, connector);
    return connector;
  };

  function start(): void {
    if (refresh || typeof window === 'undefined') return;
    const registry = getWallets();
    refresh = () => {
      const standard = registry
        .get()
        .filter(isBitcoinStandardWallet)
        .map((wallet) => remember(wallet, () => standardConnector(wallet)));
      const names = new Set(standard.map((connector) => connector.name.toLowerCase()));
      const providers = (window as { btc_providers?: unknown }).btc_providers;
      const satsConnect = (Array.isArray(providers) ? (providers as SatsConnectProviderInfo[]) : []).flatMap(
        (info) => {
          const provider = typeof info?.id === 'string' ? satsConnectProviderAt(info.id) : undefined;
          if (!provider || typeof info.name !== 'string' || names.has(info.name.toLowerCase())) return [];
          names.add(info.name.toLowerCase());
          return [remember(provider, () => satsConnectConnector(info, provider))];
        },
      );
      current = [...standard, ...satsConnect];
      for (const watcher of watchers) watcher(current);
    };
    registry.on('register', refresh);
    registry.on('unregister', refresh);
    // Extensions may fill btc_providers until the page has loaded; there is no event for it.
    if (typeof document !== 'undefined' && document.readyState !== 'complete')
      window.addEventListener('load', refresh, { once: true });
    refresh();
  }

  return {
    /** Calls back now and with the full list on every change. */
    watch(onChange: (connectors: readonly BitcoinConnector[]) => void): () => void {
      start();
      watchers.add(onChange);
      onChange(current);
      return () => {
        watchers.delete(onChange);
      };
    },
  };
}
