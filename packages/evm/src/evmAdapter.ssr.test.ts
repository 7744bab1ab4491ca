// Server-side rendering: no window, no document. Importing and setting up the adapter must work and stay quiet.
import { defineNetwork } from '@gangway/core';
import { describe, expect, it } from 'vitest';

describe('evmAdapter without a browser', () => {
  it('imports, sets up and watches without touching window', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const { evmAdapter } = await import('./index.ts');
    const adapter = evmAdapter();
    adapter.setup({ networks: [] });
    const lists: unknown[] = [];
    const stop = adapter.watchConnectors((connectors) => lists.push(connectors));
    stop();
    expect(lists).toEqual([[]]);
    expect(adapter.namespace).toBe('eip155');
  });

  it('checks addresses with the SPEC §5 EVM rule', async () => {
    const { evmAdapter } = await import('./index.ts');
    const { isAddress } = evmAdapter();
    expect(isAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true);
    expect(isAddress('70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true);
    expect(isAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C')).toBe(false);
    expect(isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false);
  });

  it('answers reconnect with null when no wallet is there', async () => {
    const { evmAdapter } = await import('./index.ts');
    const adapter = evmAdapter();
    const network = defineNetwork({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    });
    adapter.setup({ networks: [network] });
    await expect(
      adapter.reconnect({
        connector: { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' },
        network,
      }),
    ).resolves.toBeNull();
  });
});
