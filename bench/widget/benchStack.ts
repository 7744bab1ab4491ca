// What every widget benchmark sets up: the devnet stack with gangway-server, the pages built for production and
// served on loopback (their origins allowed by the project), and Chromium. Each visit gets a fresh context.
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@gangway/devnet';
import { DEMO_BITCOIN_NETWORK, DEMO_SOLANA_NETWORK } from '@gangway/devnet/chains/chain-definitions';
import { startStack } from '@gangway/devnet/stack';
import { addAllowedOrigins, parseAllowedOrigins } from 'gangway-server';
import { type Browser, chromium } from 'playwright-core';
import { buildPage, gzipSizes, type PageName } from './buildPages.ts';
import type { Targets } from './measure.ts';
import { ensurePeers } from './peers.ts';
import { serveDirectory } from './staticServer.ts';

const GANGWAY_TARGETS: Targets = {
  button: '[data-testid="gw-connect-button"]',
  view: '[data-testid="gw-view-Connect"]',
  wallet: '[data-testid^="gw-wallet-"]',
  directoryWallet: '[data-testid^="gw-wallet-"]:not([data-testid="gw-wallet-walletConnect"])',
};

/** The integrator's own button: a plain element whose click calls the widget's open function. */
export const INTEGRATOR_BUTTON = '[data-testid="bench-integrator-open"]';

/** Where each page's button, modal and wallets are (the probe looks into open shadow roots too). */
export const TARGETS: Record<PageName, Targets> = {
  bare: {
    button: '[data-testid="bench-open"]',
    view: '[data-testid="bench-view"]',
    wallet: '[data-testid="bench-wallet"]',
  },
  gangway: GANGWAY_TARGETS,
  'gangway-3': GANGWAY_TARGETS,
  'gangway-solana': GANGWAY_TARGETS,
  'gangway-open': { ...GANGWAY_TARGETS, button: INTEGRATOR_BUTTON },
  'gangway-3-open': { ...GANGWAY_TARGETS, button: INTEGRATOR_BUTTON },
  rainbowkit: {
    button: '[data-testid="rk-connect-button"]',
    view: '[role="dialog"]',
    wallet: '[data-testid^="rk-wallet-option-"]',
  },
  connectkit: {
    button: '#root button',
    view: '[role="dialog"]',
    wallet: '[role="dialog"] button:not([aria-label])',
    notWalletText: '^(Continue with|I don.t have a wallet)',
  },
};

/** A peer page's variant with the integrator's own button (`?button=open`, calling the peer's open hook). */
export const PEER_INTEGRATOR_QUERY = '?button=open';

export interface ServedPage {
  url: string;
  /** gzip bytes of every JS and CSS file of the build, by path. */
  sizes: Map<string, number>;
  close(): Promise<void>;
}

export interface Bench {
  browser: Browser;
  pages: Record<PageName, ServedPage>;
  apiHost: string;
  /** The dev wallet's bundle and configuration, for visits with a wallet installed. */
  stack: Awaited<ReturnType<typeof startStack>>;
  close(): Promise<void>;
}

/** What the bench pages are built with: the stack's project, API and networks. */
export function pageEnv(stack: Awaited<ReturnType<typeof startStack>>): Record<string, string> {
  return {
    VITE_GANGWAY_PROJECT_ID: stack.projectId,
    VITE_GANGWAY_API_URL: stack.apiUrl,
    VITE_RPC_1: stack.rpcUrls[1] ?? '',
    VITE_RPC_137: stack.rpcUrls[137] ?? '',
    VITE_SOLANA_REFERENCE: DEMO_SOLANA_NETWORK.reference,
    VITE_SOLANA_RPC_URL: stack.solanaRpcUrl,
    VITE_BITCOIN_REFERENCE: DEMO_BITCOIN_NETWORK.reference,
    VITE_BITCOIN_ESPLORA_URL: stack.bitcoinEsploraUrl,
  };
}

export async function startBench(names: readonly PageName[], log: (line: string) => void): Promise<Bench> {
  await ensurePeers(log);
  const stack = await startStack({ ports: 'auto', demo: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  const pages = {} as Record<PageName, ServedPage>;
  const close = async () => {
    for (const page of Object.values(pages)) await page.close();
    await browser.close();
    await stack.stop();
  };
  try {
    const env = pageEnv(stack);
    for (const name of names) {
      const outDir = await buildPage(name, env);
      pages[name] = { ...(await serveDirectory(outDir)), sizes: await gzipSizes(outDir) };
    }
    await addAllowedOrigins(
      stack.database,
      stack.projectId,
      parseAllowedOrigins(names.map((name) => pages[name].url)),
    );
  } catch (error) {
    await close();
    throw error;
  }
  return { browser, pages, apiHost: new URL(stack.apiUrl).host, stack, close };
}
