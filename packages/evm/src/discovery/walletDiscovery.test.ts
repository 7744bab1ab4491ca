// @vitest-environment happy-dom
import type { Connector } from '@gangway/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evmAdapter } from '../evmAdapter.ts';
import { SAFE_HANDSHAKE_TIMEOUT_MS } from '../safe/detectSafe.ts';
import { announce, cleanupWallets, ICON, setLegacyProvider } from '../test/harness.ts';
import { ANNOUNCE_PROVIDER_EVENT, LEGACY_CONNECTOR_ID } from './walletDiscovery.ts';

afterEach(() => {
  cleanupWallets();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fakeProvider(flags: Record<string, boolean> = {}) {
  return { request: async () => null, ...flags };
}

function info(rdns: string, name = rdns) {
  return { uuid: crypto.randomUUID(), name, icon: ICON, rdns };
}

function watch() {
  const lists: (readonly Connector[])[] = [];
  const stop = evmAdapter().watchConnectors((connectors) => lists.push(connectors));
  return { lists, stop, latest: () => lists.at(-1) ?? [] };
}

describe('connector discovery', () => {
  it('lists EIP-6963 wallets as ANNOUNCED connectors keyed by rdns', () => {
    const provider = fakeProvider();
    announce(provider, info('io.example.wallet', 'Example Wallet'));
    const { latest } = watch();
    expect(latest()).toEqual([
      {
        id: 'io.example.wallet',
        name: 'Example Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: ICON,
        info: { rdns: 'io.example.wallet' },
        provider,
      },
    ]);
  });

  it('lists a legacy window.ethereum as INJECTED, named from its flags', () => {
    const provider = fakeProvider({ isMetaMask: true });
    setLegacyProvider(provider);
    expect(watch().latest()).toEqual([
      { id: LEGACY_CONNECTOR_ID, name: 'MetaMask', type: 'INJECTED', chain: 'eip155', provider },
    ]);
  });

  it.each([
    [{ isBraveWallet: true, isMetaMask: true }, 'Brave Wallet'],
    [{ isRabby: true, isMetaMask: true }, 'Rabby Wallet'],
    [{ isCoinbaseWallet: true }, 'Coinbase Wallet'],
    [{}, 'Browser Wallet'],
  ])('names a legacy provider with flags %j "%s"', (flags, name) => {
    setLegacyProvider(fakeProvider(flags));
    expect(watch().latest()[0]?.name).toBe(name);
  });

  it('does not list window.ethereum twice when it is also announced', () => {
    const provider = fakeProvider({ isMetaMask: true });
    setLegacyProvider(provider);
    announce(provider, info('io.metamask', 'MetaMask'));
    const { lists } = watch();
    expect(lists).toHaveLength(1);
    expect(lists[0]?.map((connector) => connector.id)).toEqual(['io.metamask']);
  });

  it('keeps a different window.ethereum beside the announced wallets', () => {
    setLegacyProvider(fakeProvider());
    announce(fakeProvider(), info('io.example.a'));
    expect(
      watch()
        .latest()
        .map((connector) => [connector.id, connector.type]),
    ).toEqual([
      ['io.example.a', 'ANNOUNCED'],
      [LEGACY_CONNECTOR_ID, 'INJECTED'],
    ]);
  });

  it('re-emits the full list on a late announcement, and only on a new one', () => {
    announce(fakeProvider(), info('io.example.a'));
    const { lists } = watch();
    announce(fakeProvider(), info('io.example.b'));
    expect(lists.map((list) => list.map((connector) => connector.id))).toEqual([
      ['io.example.a'],
      ['io.example.a', 'io.example.b'],
    ]);
    // Wallets re-announce whenever anyone asks; nothing new, nothing emitted.
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(lists).toHaveLength(2);
  });

  it('ignores malformed announcements and a second provider claiming a known rdns', () => {
    const first = fakeProvider();
    announce(first, info('io.example.a'));
    const { lists, latest } = watch();
    for (const detail of [
      null,
      { info: info('io.example.b') },
      { info: { ...info('io.example.c'), rdns: '' }, provider: fakeProvider() },
      { info: { name: 'x' }, provider: fakeProvider() },
      { info: info('io.example.a'), provider: fakeProvider() },
    ]) {
      window.dispatchEvent(new CustomEvent(ANNOUNCE_PROVIDER_EVENT, { detail }));
    }
    expect(lists).toHaveLength(1);
    expect(latest()[0]?.provider).toBe(first);
  });

  it('stops calling back after unsubscribe', () => {
    const { lists, stop } = watch();
    stop();
    announce(fakeProvider(), info('io.example.late'));
    expect(lists).toEqual([[]]);
  });

  it('gives every watcher the current list at once', () => {
    announce(fakeProvider(), info('io.example.a'));
    const adapter = evmAdapter();
    const first = vi.fn();
    const second = vi.fn();
    adapter.watchConnectors(first);
    adapter.watchConnectors(second);
    expect(second).toHaveBeenCalledWith(first.mock.calls[0]?.[0]);
  });
});

describe('Safe frame detection', () => {
  it('outside a frame there is nothing to detect, so nothing to wait for', () => {
    const adapter = evmAdapter();
    adapter.watchConnectors(() => undefined);
    expect(adapter.frameDetection?.()).toBeUndefined();
  });

  it('in a frame whose parent never answers, settles when the handshake times out after its probe', async () => {
    vi.useFakeTimers();
    const probes: unknown[] = [];
    vi.stubGlobal('parent', { postMessage: (message: unknown) => probes.push(message) });
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    try {
      const adapter = evmAdapter();
      adapter.watchConnectors(() => undefined);
      let settled = false;
      const detection = adapter.frameDetection?.()?.then(() => {
        settled = true;
      });
      expect(detection).toBeDefined();
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(SAFE_HANDSHAKE_TIMEOUT_MS - 1);
      expect(probes.length).toBeGreaterThan(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await detection;
      expect(settled).toBe(true);
    } finally {
      debug.mockRestore();
    }
  });
});
