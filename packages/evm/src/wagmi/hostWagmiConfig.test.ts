// @vitest-environment happy-dom
// An integrator's own wagmi config sees what Gangway connects, and Gangway hears what wagmi does.
import {
  createConfig,
  createStorage,
  disconnect,
  getAccount,
  getConnection,
  http,
  injected,
  signMessage,
  watchConnection,
} from '@wagmi/core';
import { type EIP1193Provider, verifyMessage } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { toViemChain } from '../network/toViemChain.ts';
import {
  cleanupWallets,
  connectorOf,
  createTestAdapter,
  createTestWallet,
  flush,
  networkOf,
  testChain,
} from '../test/harness.ts';

afterEach(cleanupWallets);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function hostConfig(
  options: { discover?: boolean; connectors?: Parameters<typeof createConfig>[0]['connectors'] } = {},
) {
  const mainnet = toViemChain(networkOf(testChain(1)));
  const polygon = toViemChain(networkOf(testChain(137)));
  return createConfig({
    chains: [mainnet, polygon],
    transports: { [mainnet.id]: http(), [polygon.id]: http() },
    multiInjectedProviderDiscovery: options.discover ?? false,
    // Persisted like a real host's, but per test: localStorage would carry connections from one test to the next.
    storage: createStorage({ storage: memoryStorage() }),
    ...(options.connectors ? { connectors: options.connectors } : {}),
  });
}

describe('a host wagmi config passed to evmAdapter', () => {
  it('shows a Gangway connection in getConnection, getAccount and watchConnection', async () => {
    const wallet = createTestWallet();
    const config = hostConfig();
    const seen: string[] = [];
    watchConnection(config, {
      onChange: (connection) => seen.push(`${connection.status}:${connection.chainId}`),
    });
    const { adapter, networks } = createTestAdapter({ wagmiConfig: config });

    await adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! });

    const address = wallet.provider.controls.state().account;
    expect(getConnection(config)).toMatchObject({ status: 'connected', address, chainId: 1 });
    expect(getConnection(config).connector?.id).toBe(wallet.info.rdns);
    expect(getAccount(config)).toMatchObject({ status: 'connected', address });
    expect(seen).toContain('connected:1');
    expect(await config.storage?.getItem('recentConnectorId')).toBe(wallet.info.rdns);
  });

  it('lets wagmi actions use the connection (signMessage through wagmi)', async () => {
    const wallet = createTestWallet();
    const config = hostConfig();
    const { adapter, networks } = createTestAdapter({ wagmiConfig: config });
    await adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! });
    const address = wallet.provider.controls.state().account;
    const signature = await signMessage(config, { message: 'hello from wagmi' });
    await expect(verifyMessage({ address, message: 'hello from wagmi', signature })).resolves.toBe(true);
  });

  it('follows the wallet: chain and account changes reach wagmi and the adapter alike', async () => {
    const wallet = createTestWallet();
    const config = hostConfig();
    const { adapter, networks, events } = createTestAdapter({ wagmiConfig: config });
    await adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! });

    wallet.provider.controls.switchChain(137);
    wallet.provider.controls.switchAccount(2);
    await flush();

    const address = wallet.provider.controls.state().accounts[2];
    expect(getConnection(config)).toMatchObject({ chainId: 137, address });
    expect(events).toEqual([
      { type: 'chainChanged', connectorId: wallet.info.rdns, caipNetworkId: 'eip155:137' },
      { type: 'accountsChanged', connectorId: wallet.info.rdns, accounts: [{ address }] },
    ]);
  });

  it("reports the host's own wagmi disconnect as disconnected", async () => {
    const wallet = createTestWallet();
    const config = hostConfig();
    const { adapter, networks, events } = createTestAdapter({ wagmiConfig: config });
    await adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! });
    await disconnect(config);
    expect(events).toEqual([{ type: 'disconnected', connectorId: wallet.info.rdns }]);
  });

  it('removes the connection from wagmi when Gangway disconnects', async () => {
    const wallet = createTestWallet();
    const config = hostConfig();
    const { adapter, networks } = createTestAdapter({ wagmiConfig: config });
    await adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! });
    await adapter.disconnect({ connector: connectorOf(wallet.info.rdns) });
    expect(getConnection(config).status).toBe('disconnected');
    expect(config.state.connections.size).toBe(0);
  });

  it("uses the config's connector whose id matches (wagmi's own EIP-6963 discovery)", async () => {
    const wallet = createTestWallet();
    const config = hostConfig({ discover: true });
    const hosts = config.connectors.find((connector) => connector.id === wallet.info.rdns);
    expect(hosts).toBeDefined();
    const { adapter, networks } = createTestAdapter({ wagmiConfig: config });
    await adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! });
    expect(getConnection(config).connector?.uid).toBe(hosts?.uid);
  });

  it("uses the config's explicit injected connector whose id matches", async () => {
    const wallet = createTestWallet();
    const provider = wallet.provider as unknown as EIP1193Provider;
    const config = hostConfig({
      connectors: [injected({ target: { id: wallet.info.rdns, name: 'Host Dev Wallet', provider } })],
    });
    const { adapter, networks } = createTestAdapter({ wagmiConfig: config });
    await adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! });
    expect(getConnection(config).connector?.name).toBe('Host Dev Wallet');
    expect(config.connectors).toHaveLength(1);
  });

  it('does not adopt a wallet that connects itself again after Gangway disconnected it', async () => {
    const wallet = createTestWallet();
    const config = hostConfig();
    const { adapter, networks, events } = createTestAdapter({ wagmiConfig: config });
    await adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! });
    await adapter.disconnect({ connector: connectorOf(wallet.info.rdns) });
    // As if the user reconnected the site from the wallet's own UI: accountsChanged arrives unasked.
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    await flush();
    expect(getConnection(config).status).toBe('disconnected');
    expect(events).toEqual([]);
  });
});
