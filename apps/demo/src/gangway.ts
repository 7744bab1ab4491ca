import { bitcoinAdapter } from '@gangway/bitcoin';
import {
  type CaipNetwork,
  type ChainAdapter,
  createGangway,
  defineNetwork,
  type GangwayOptions,
  type Locale,
} from '@gangway/core';
import { DEMO_BITCOIN_NETWORK, DEMO_SOLANA_NETWORK } from '@gangway/devnet/chains/chain-definitions';
import { evmAdapter } from '@gangway/evm';
import { solanaAdapter } from '@gangway/solana';
import { defineChain } from 'viem';
import { createConfig, createStorage, http, noopStorage } from 'wagmi';
import { readDemoConfig } from './config.ts';
import { NETWORK_ICONS } from './networkIcons.ts';

/**
 * Settings a visit can override on the page's URL (the browser tests use them): `?reconnect=false`,
 * `?projectId=…`, `?debug=true`, `?analytics=true`, `?families=solana,eip155`, `?legal=footer|checkbox`, `?locale=ja`,
 * `?accountType=eoa|smartAccount`, `?siwx=on|required`, `?smartSessions=true`, `?prefetch=intent`, `?connections=true`
 * (the Connections card, which asks the server for the project's multiWallet feature at once).
 */
const URL_OVERRIDES = {
  legal: 'VITE_LEGAL',
  families: 'VITE_FAMILIES',
  reconnect: 'VITE_ENABLE_RECONNECT',
  projectId: 'VITE_GANGWAY_PROJECT_ID',
  debug: 'VITE_DEBUG',
  analytics: 'VITE_ANALYTICS',
  locale: 'VITE_LOCALE',
  accountType: 'VITE_ACCOUNT_TYPE',
  siwx: 'VITE_SIWX',
  connections: 'VITE_CONNECTIONS',
  smartSessions: 'VITE_SMART_SESSIONS',
  prefetch: 'VITE_PREFETCH',
};

function urlOverrides(): Record<string, string> {
  if (typeof location === 'undefined') return {};
  const params = new URLSearchParams(location.search);
  return Object.fromEntries(
    Object.entries(URL_OVERRIDES).flatMap(([param, name]) => {
      const value = params.get(param);
      return value === null ? [] : [[name, value]];
    }),
  );
}

export const demoConfig = readDemoConfig({ ...import.meta.env, ...urlOverrides() });

/** The requested chains as viem chains (for wagmi), pointing at the configured RPC URLs. */
const chains = demoConfig.chains.map((chain) =>
  defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }),
);

/**
 * localStorage, or none where reading it throws: a cross-site frame with third-party storage blocked (a Safe App in
 * Safe{Wallet}). wagmi's default storage reads it unguarded, which would stop the page there.
 */
function pageStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    return globalThis.localStorage ?? noopStorage;
  } catch {
    return noopStorage;
  }
}

/** The integrator's own wagmi config: Gangway's EVM adapter uses it, so wagmi's hooks see Gangway's connection. */
export const wagmiConfig = createConfig({
  storage: createStorage({ storage: pageStorage() }),
  chains: [chains[0]!, ...chains.slice(1)],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
});

const evmNetworks = chains.map((chain) =>
  defineNetwork({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: chain.rpcUrls,
    // The devnet's chain 1 stands in for Ethereum: names and avatars show there (SPEC §4 clears them on testnets).
    testnet: chain.id !== 1,
    assets: { imageUrl: NETWORK_ICONS[chain.id] },
  }),
);

const solanaNetwork = defineNetwork({
  id: demoConfig.solana.reference,
  chainNamespace: 'solana',
  name: DEMO_SOLANA_NETWORK.name,
  nativeCurrency: DEMO_SOLANA_NETWORK.nativeCurrency,
  rpcUrls: { default: { http: [demoConfig.solana.rpcUrl] } },
  testnet: true,
  assets: { imageUrl: NETWORK_ICONS.solana },
});

const bitcoinNetwork = defineNetwork({
  id: demoConfig.bitcoin.reference,
  chainNamespace: 'bip122',
  name: DEMO_BITCOIN_NETWORK.name,
  nativeCurrency: DEMO_BITCOIN_NETWORK.nativeCurrency,
  rpcUrls: { default: { http: [demoConfig.bitcoin.esploraUrl] } },
  testnet: true,
  assets: { imageUrl: NETWORK_ICONS.bitcoin },
});

/** Where the demo's legal footer points (the demo has no terms of its own). */
const DEMO_LEGAL_LINKS = {
  termsConditionsUrl: 'https://gangway.example/terms',
  privacyPolicyUrl: 'https://gangway.example/privacy',
};

/** Each family the page requests: its networks and its adapter. */
const FAMILIES = {
  eip155: {
    networks: evmNetworks,
    adapter: () => evmAdapter({ wagmiConfig, safeOrigins: demoConfig.safeOrigins }),
  },
  solana: { networks: [solanaNetwork], adapter: () => solanaAdapter() },
  bip122: { networks: [bitcoinNetwork], adapter: () => bitcoinAdapter() },
} satisfies Record<string, { networks: readonly CaipNetwork[]; adapter: () => ChainAdapter }>;

export const networks = demoConfig.families.flatMap(
  (family): readonly CaipNetwork[] => FAMILIES[family].networks,
) as [CaipNetwork, ...CaipNetwork[]];

export const gangwayOptions: GangwayOptions = {
  projectId: demoConfig.projectId,
  ...(demoConfig.apiUrl ? { apiUrl: demoConfig.apiUrl } : {}),
  prefetch: demoConfig.prefetch,
  networks,
  adapters: demoConfig.families.map((family) => FAMILIES[family].adapter()),
  // Phone wallets over gangway-server's relay: the app's own sign-client, loaded on the first pairing.
  walletConnect: { signClient: () => import('@walletconnect/sign-client') },
  enableReconnect: demoConfig.enableReconnect,
  debug: demoConfig.debug,
  features: {
    analytics: demoConfig.analytics,
    legalCheckbox: demoConfig.legal === 'checkbox',
    smartSessions: demoConfig.smartSessions,
  },
  ...(demoConfig.legal === 'none' ? {} : DEMO_LEGAL_LINKS),
  ...(demoConfig.locale ? { locale: demoConfig.locale as Locale } : {}),
  ...(demoConfig.accountType ? { defaultAccountTypes: { eip155: demoConfig.accountType } } : {}),
  ...(demoConfig.siwx === 'off' ? {} : { siwx: { required: demoConfig.siwx === 'required' } }),
};

export const gangway = createGangway(gangwayOptions);
