// What globalSetup.ts started for the outside-app specs, passed to them through the environment.
import type { DevWalletBrowserConfig } from '@gangway/devnet/wallet';

export const OUTSIDE_STACK_ENV = 'GANGWAY_OUTSIDE_STACK';

export interface OutsideStack {
  /** Each built app's page, by app name (OUTSIDE_APPS). */
  appUrls: Record<string, string>;
  /** The chain through gangway-server's RPC proxy. */
  rpcUrl: string;
  apiUrl: string;
  projectId: string;
  walletConfig: DevWalletBrowserConfig;
  walletBundle: string;
  /** The Gangway Phone Wallet page, on the server's relay. */
  phoneWalletUrl: string;
}

export function readOutsideStack(): OutsideStack {
  const raw = process.env[OUTSIDE_STACK_ENV];
  if (!raw) throw new Error(`${OUTSIDE_STACK_ENV} is not set: run through e2e/outside/playwright.config.ts`);
  return JSON.parse(raw) as OutsideStack;
}
