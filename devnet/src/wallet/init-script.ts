import type { DevnetChain } from '../chains/devnet-chain.ts';
import type { DevWalletBrowserConfig } from './browser/config.ts';

/**
 * A browser config for the dev wallet that talks to these running devnet chains (and the Solana node and the
 * Bitcoin Esplora API, if given).
 */
export function devWalletConfigFor(
  chains: readonly DevnetChain[],
  overrides: Omit<DevWalletBrowserConfig, 'chains'> = {},
  solana?: { rpcUrl: string },
  bitcoin?: { esploraUrl: string },
): DevWalletBrowserConfig {
  return {
    ...(solana ? { solana: { rpcUrl: solana.rpcUrl } } : {}),
    ...(bitcoin ? { bitcoin: { esploraUrl: bitcoin.esploraUrl } } : {}),
    chains: chains.map(({ chainId, name, rpcUrl, nativeCurrency }) => ({
      chainId,
      name,
      rpcUrl,
      nativeCurrency,
    })),
    ...overrides,
  };
}

/**
 * Script text that sets window.__GANGWAY_DEV_WALLET__; run it before the bundle, e.g.
 * `page.addInitScript({ content: devWalletInitScript(config) })` then
 * `page.addInitScript({ path: await ensureDevWalletBundle() })`.
 */
export function devWalletInitScript(config: DevWalletBrowserConfig): string {
  return `window.__GANGWAY_DEV_WALLET__ = ${JSON.stringify(config)};`;
}
