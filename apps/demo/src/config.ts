// Every setting of the demo, read from the environment in one place. Pure: Vite's config reads it with loadEnv
// (for the dev wallet and the port), the page with import.meta.env.

export interface DemoChain {
  chainId: number;
  name: string;
  rpcUrl: string;
}

export interface DemoConfig {
  /** The networks the app requests (Ethereum, Polygon, Base on devnet's anvil ports by default). */
  chains: readonly [DemoChain, ...DemoChain[]];
  /** A devnet chain the app does not request: the dev wallet can move there to show UnsupportedChain. */
  unrequestedChain: DemoChain;
  projectId: string;
  /** gangway-server's URL; unset until the server is part of the demo (the widget then calls no server). */
  apiUrl: string | undefined;
  enableReconnect: boolean;
  /** Shows the widget's alerts in the modal (they always go to the console). */
  debug: boolean;
  /** Sends the widget's analytics events to gangway-server (off unless asked for). */
  analytics: boolean;
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

const chain = (env: Env, chainId: number, name: string, port: number): DemoChain => ({
  chainId,
  name,
  rpcUrl: text(env, `VITE_RPC_${chainId}`) ?? `http://127.0.0.1:${port}`,
});

export function readDemoConfig(env: Env): DemoConfig {
  return {
    chains: [
      chain(env, 1, 'Ethereum', 8545),
      chain(env, 137, 'Polygon', 8546),
      chain(env, 8453, 'Base', 8547),
    ],
    unrequestedChain: chain(env, 10, 'Optimism', 8548),
    projectId: text(env, 'VITE_GANGWAY_PROJECT_ID') ?? 'gangway-demo',
    apiUrl: text(env, 'VITE_GANGWAY_API_URL'),
    enableReconnect: flag(env, 'VITE_ENABLE_RECONNECT', true),
    debug: flag(env, 'VITE_DEBUG', false),
    analytics: flag(env, 'VITE_ANALYTICS', false),
    port: Number(text(env, 'DEMO_PORT') ?? 5173),
  };
}
