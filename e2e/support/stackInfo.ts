import type { DevWalletBrowserConfig } from '@gangway/devnet/wallet';

/** What the global setup started, handed to the test workers through the environment. */
export interface E2EStack {
  demoUrl: string;
  apiUrl: string;
  projectId: string;
  operatorToken: string;
  walletConfig: DevWalletBrowserConfig;
  walletBundle: string;
  chains: { chainId: number; name: string; rpcUrl: string; caipNetworkId: string }[];
  walletsImported: number;
  /** gangway-server's wait between two codes mailed to one inbox (embedded.emailCooldownSeconds). */
  emailCooldownSeconds: number;
  /** devnet's Solana node and Bitcoin Esplora API, read directly to check what the widget shows. */
  solanaRpcUrl: string;
  esploraUrl: string;
  /** The Gangway Phone Wallet's page (WalletConnect over the server's relay). */
  phoneWalletUrl: string;
  /** The Gangway Phone Wallet on the upstream relay's twin only (the server bridges to it), and where a spec stops
   * and starts that relay (support/upstreamRelayControl.ts). */
  upstreamPhoneWalletUrl?: string;
  upstreamRelayControlUrl?: string;
  /** The devnet's Safe{Wallet} stand-in (`?app=<url>` frames a Safe App) and the Safe it holds. */
  safeHostUrl: string;
  safe: { address: `0x${string}`; chainId: number };
  /** devnet's mail inbox (login codes; JSON at /messages) and the OIDC provider behind every social login. */
  inboxUrl: string;
  oidcIssuer: string;
  /** The Farcaster Auth relay's twin and its "Farcaster client" page (support/farcasterClient.ts approves there). */
  farcasterRelayUrl: string;
  farcasterClientUrl: string;
  /** With the cluster: where a spec stops, kills and starts its instances (support/clusterControl.ts). */
  clusterControlUrl?: string;
}

export const STACK_ENV = 'GANGWAY_E2E_STACK';

export function readStack(): E2EStack {
  const raw = process.env[STACK_ENV];
  if (!raw) throw new Error(`${STACK_ENV} is not set: run the specs through e2e/playwright.config.ts`);
  return JSON.parse(raw) as E2EStack;
}
