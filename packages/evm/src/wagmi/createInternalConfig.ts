import type { CaipNetwork } from '@gangway/core';
import { GangwayError, RPC_TIMEOUT_MS } from '@gangway/protocol';
import { type Config, createConfig, fallback, http, type Transport } from '@wagmi/core';
import { toViemChain } from '../network/toViemChain.ts';

/**
 * The wagmi config used when the host passes none: the requested networks, http transports from their RPC URLs,
 * no discovery of wagmi's own (ours runs in the entry) and no storage (core owns persistence).
 */
export function createInternalConfig(networks: readonly CaipNetwork[]): Config {
  const [first, ...rest] = networks.map(toViemChain);
  if (!first) throw new GangwayError('CAIP_NETWORK_NOT_FOUND', { category: 'CONFIGURATION_ERROR' });
  const chains = [first, ...rest] as const;
  const transports: Record<number, Transport> = {};
  for (const chain of chains) {
    const urls = chain.rpcUrls.default.http;
    transports[chain.id] =
      urls.length > 1
        ? fallback(urls.map((url) => http(url, { timeout: RPC_TIMEOUT_MS })))
        : http(urls[0], { timeout: RPC_TIMEOUT_MS });
  }
  return createConfig({
    chains,
    transports,
    connectors: [],
    multiInjectedProviderDiscovery: false,
    storage: null,
  });
}
