// Every setting of the demo, read from the environment in one place. Pure: Vite's config reads it with loadEnv
// (for the dev wallet and the port), the page with import.meta.env. The chains are devnet's own definitions.
import {
  DEFAULT_BASE_PORT,
  DEFAULT_CHAINS,
  DEMO_BITCOIN_NETWORK,
  DEMO_CHAIN_IDS,
  DEMO_SOLANA_NETWORK,
  type DevnetChainDefinition,
} from '@gangway/devnet/chains/chain-definitions';

/** The chain families a demo page can request; `?families=solana` makes a Solana-only page. */
export const DEMO_FAMILIES = ['eip155', 'solana', 'bip122'] as const;
export type DemoFamily = (typeof DEMO_FAMILIES)[number];

export interface DemoChain extends DevnetChainDefinition {
  rpcUrl: string;
}

export interface DemoConfig {
  /** The networks the app requests (Ethereum, Polygon, Base on devnet's anvil ports by default). */
  chains: readonly [DemoChain, ...DemoChain[]];
  /** A devnet chain the app does not request: the dev wallet can move there to show UnsupportedChain. */
  unrequestedChain: DemoChain;
  /** devnet's Solana chain, through gangway-server's RPC proxy when the stack runs it. */
  solana: { reference: string; rpcUrl: string };
  /** devnet's Bitcoin regtest chain, through gangway-server's Esplora proxy when the stack runs it. */
  bitcoin: { reference: string; esploraUrl: string };
  /** The legal footer: none, the links, or the links with the checkbox the visitor must tick first. */
  legal: 'none' | 'footer' | 'checkbox';
  /** The families the page requests, in this order (the first one's first network is the default). */
  families: readonly [DemoFamily, ...DemoFamily[]];
  projectId: string;
  /** gangway-server's URL; unset until the server is part of the demo (the widget then calls no server). */
  apiUrl: string | undefined;
  enableReconnect: boolean;
  /** Shows the widget's alerts in the modal (they always go to the console). */
  debug: boolean;
  /** Sends the widget's analytics events to gangway-server (off unless asked for). */
  analytics: boolean;
  /** features.smartSessions: session keys granted to the app (the Sessions card, the Account view's list). */
  smartSessions: boolean;
  /** The widget's `locale` (createGangway refuses one it does not have); unset follows the browser's languages. */
  locale: string | undefined;
  /** Safe{Wallet} origins besides Safe's own where the demo runs as a Safe App (devnet: its Safe host). */
  safeOrigins: readonly string[];
  /** The embedded wallet's account on EVM (`defaultAccountTypes.eip155`); unset: SPEC's default, the smart account. */
  accountType: 'eoa' | 'smartAccount' | undefined;
  /** Sign in with a wallet right after connecting, through gangway-server: off, on, or required (decline disconnects). */
  siwx: 'off' | 'on' | 'required';
  /** The widget's `prefetch`: the directory's first page once the page is idle, or not before open intent. */
  prefetch: 'idle' | 'intent';
  /** The Connections card: the host's subscription to every connection (multi-wallet). */
  connections: boolean;
  port: number;
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

function text(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  return !['false', '0', 'no', 'off'].includes(value);
}

/** A devnet chain, at its RPC URL from the environment or devnet's default port. */
function chain(env: Env, definition: DevnetChainDefinition, index: number): DemoChain {
  const { chainId, name, nativeCurrency } = definition;
  const fallback = `http://127.0.0.1:${DEFAULT_BASE_PORT + index}`;
  return { chainId, name, nativeCurrency, rpcUrl: text(env, `VITE_RPC_${chainId}`) ?? fallback };
}

function families(env: Env): readonly [DemoFamily, ...DemoFamily[]] {
  const asked = (text(env, 'VITE_FAMILIES') ?? DEMO_FAMILIES.join(','))
    .split(',')
    .map((family) => family.trim())
    .filter((family): family is DemoFamily => (DEMO_FAMILIES as readonly string[]).includes(family));
  const [first, ...rest] = [...new Set(asked)];
  if (!first) throw new Error(`VITE_FAMILIES: name one or more of ${DEMO_FAMILIES.join(', ')}`);
  return [first, ...rest];
}

function siwx(env: Env): DemoConfig['siwx'] {
  const value = text(env, 'VITE_SIWX') ?? 'off';
  if (value !== 'off' && value !== 'on' && value !== 'required')
    throw new Error('VITE_SIWX: one of off, on, required');
  return value;
}

function legal(env: Env): DemoConfig['legal'] {
  const value = text(env, 'VITE_LEGAL') ?? 'none';
  if (value !== 'none' && value !== 'footer' && value !== 'checkbox')
    throw new Error('VITE_LEGAL: one of none, footer, checkbox');
  return value;
}

function prefetch(env: Env): DemoConfig['prefetch'] {
  const value = text(env, 'VITE_PREFETCH') ?? 'idle';
  if (value !== 'idle' && value !== 'intent') throw new Error('VITE_PREFETCH: one of idle, intent');
  return value;
}

function accountType(env: Env): DemoConfig['accountType'] {
  const value = text(env, 'VITE_ACCOUNT_TYPE');
  if (value !== undefined && value !== 'eoa' && value !== 'smartAccount')
    throw new Error('VITE_ACCOUNT_TYPE: one of eoa, smartAccount');
  return value;
}

export function readDemoConfig(env: Env): DemoConfig {
  const all = DEFAULT_CHAINS.map((definition, index) => chain(env, definition, index));
  const requested = all.filter((candidate) => DEMO_CHAIN_IDS.includes(candidate.chainId));
  const unrequested = all.find((candidate) => !DEMO_CHAIN_IDS.includes(candidate.chainId));
  if (requested.length === 0 || !unrequested)
    throw new Error('devnet chain definitions changed: no demo chains');
  return {
    chains: requested as [DemoChain, ...DemoChain[]],
    unrequestedChain: unrequested,
    solana: {
      reference: DEMO_SOLANA_NETWORK.reference,
      rpcUrl: text(env, 'VITE_SOLANA_RPC_URL') ?? DEMO_SOLANA_NETWORK.defaultRpcUrl,
    },
    bitcoin: {
      reference: DEMO_BITCOIN_NETWORK.reference,
      esploraUrl: text(env, 'VITE_BITCOIN_ESPLORA_URL') ?? DEMO_BITCOIN_NETWORK.defaultEsploraUrl,
    },
    families: families(env),
    legal: legal(env),
    projectId: text(env, 'VITE_GANGWAY_PROJECT_ID') ?? 'gangway-demo',
    apiUrl: text(env, 'VITE_GANGWAY_API_URL'),
    enableReconnect: flag(env, 'VITE_ENABLE_RECONNECT', true),
    debug: flag(env, 'VITE_DEBUG', false),
    analytics: flag(env, 'VITE_ANALYTICS', false),
    smartSessions: flag(env, 'VITE_SMART_SESSIONS', false),
    locale: text(env, 'VITE_LOCALE'),
    safeOrigins: (text(env, 'VITE_SAFE_ORIGINS') ?? '').split(',').filter((origin) => origin.length > 0),
    accountType: accountType(env),
    siwx: siwx(env),
    prefetch: prefetch(env),
    connections: flag(env, 'VITE_CONNECTIONS', false),
    port: Number(text(env, 'DEMO_PORT') ?? 5173),
  };
}
