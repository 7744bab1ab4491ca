// Shapes shared by the entry and the lazy runtime. Type-only: importing this file adds no bytes.

import type { Connector } from '@gangway/core';
import type { AdapterRuntimeHost } from '@gangway/core/internal';
import type { Config } from '@wagmi/core';

/** The part of an EIP-1193 provider the adapter itself calls; wagmi's connector uses the rest. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

/** An eip155 connector with the EIP-1193 provider behind it (the one place a wallet's provider is kept). */
export type EvmConnector = Connector & { chain: 'eip155'; provider: Eip1193Provider };

export interface EvmAdapterOptions {
  /**
   * The host's own wagmi config. Connections made through Gangway then show in wagmi (getConnection, watchConnection,
   * wagmi's React hooks), and the config's connectors are used when their id matches a discovered wallet.
   */
  wagmiConfig?: Config;
  /**
   * Origins of self-hosted Safe{Wallet} instances this dapp may run in as a Safe App, besides Safe{Wallet}'s own
   * (https://app.safe.global). Exact origins (`https://safe.example.com`); https only, http on loopback.
   */
  safeOrigins?: readonly string[];
}

/** What the entry hands to the lazy runtime. */
export interface RuntimeHost extends AdapterRuntimeHost<'eip155'> {
  readonly wagmiConfig: Config | undefined;
}
