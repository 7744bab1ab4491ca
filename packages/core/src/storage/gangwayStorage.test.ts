import type { CaipNetworkId } from '@gangway/protocol';
import { CACHE_ENTRY_MAX_CHARS, RECENT_WALLETS_KEPT } from '@gangway/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { createGangwayStorage, type KeyValueStorage } from './gangwayStorage.ts';
import { addressCacheKey, connectorKey, STORAGE_KEYS } from './storageKeys.ts';

describe('storage', () => {
  it('validates the connection status as connected, active or disconnected', () => {
    for (const status of ['connected', 'active', 'disconnected']) {
      const backend = createMemoryStorage({ [STORAGE_KEYS.connectionStatus]: status });
      expect(createGangwayStorage(backend).getConnectionStatus()).toBe(status);
    }
    const backend = createMemoryStorage({ [STORAGE_KEYS.connectionStatus]: 'connecting' });
    expect(createGangwayStorage(backend).getConnectionStatus()).toBeUndefined();
    expect(backend.dump()).not.toHaveProperty(STORAGE_KEYS.connectionStatus);
  });

  it('keeps the two most recent wallets, newest first, without duplicates', () => {
    const storage = createGangwayStorage(createMemoryStorage());
    storage.addRecentWallet({ id: 'a', name: 'A' });
    storage.addRecentWallet({ id: 'b', name: 'B' });
    storage.addRecentWallet({ id: 'a', name: 'A' });
    storage.addRecentWallet({ id: 'c', name: 'C' });
    expect(storage.getRecentWallets().map((wallet) => wallet.id)).toEqual(['c', 'a']);
    expect(storage.getRecentWallets()).toHaveLength(RECENT_WALLETS_KEPT);
  });

  it('stores the connector per namespace and the active network with its namespace', () => {
    const backend = createMemoryStorage();
    const storage = createGangwayStorage(backend);
    storage.setConnectorId('eip155', 'io.metamask');
    storage.setActiveNetwork('eip155', 'eip155:137' as CaipNetworkId);
    expect(storage.getConnectorId('eip155')).toBe('io.metamask');
    expect(storage.getConnectorId('solana')).toBeUndefined();
    expect(storage.getActiveNetwork()).toEqual({ namespace: 'eip155', caipNetworkId: 'eip155:137' });
    backend.setItem(STORAGE_KEYS.activeNamespace, 'solana');
    expect(storage.getActiveNetwork()).toBeUndefined();
    storage.setConnectorId('eip155', undefined);
    expect(backend.dump()).not.toHaveProperty(connectorKey('eip155'));
  });

  const anyRecord = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;

  it('expires address caches after their time to live', () => {
    const storage = createGangwayStorage(createMemoryStorage());
    storage.setCache(addressCacheKey('native-balance', '0xAbC'), { value: '1' }, 1_000);
    expect(storage.getCache(addressCacheKey('native-balance', '0xabc'), anyRecord, 30_000, 31_000)).toEqual({
      value: '1',
    });
    expect(
      storage.getCache(addressCacheKey('native-balance', '0xabc'), anyRecord, 30_000, 31_001),
    ).toBeUndefined();
  });

  it('drops cached values that fail their schema, claim a future time or are too long', () => {
    const key = addressCacheKey('balance', '0xabc');
    const entries: [string, string][] = [
      ['fails the schema', JSON.stringify({ timestamp: 1_000, value: ['not a record'] })],
      ['from the future', JSON.stringify({ timestamp: 10 ** 15, value: { a: 1 } })],
      ['not a finite time', '{"timestamp":1e999,"value":{}}'],
      ['too long', JSON.stringify({ timestamp: 1_000, value: { a: 'x'.repeat(CACHE_ENTRY_MAX_CHARS) } })],
    ];
    for (const [label, raw] of entries) {
      const backend = createMemoryStorage({ [key]: raw });
      const storage = createGangwayStorage(backend);
      expect(
        storage.getCache(addressCacheKey('balance', '0xabc'), anyRecord, 30_000, 2_000),
        label,
      ).toBeUndefined();
      expect(backend.dump(), label).not.toHaveProperty(key);
    }
    const storage = createGangwayStorage(createMemoryStorage());
    storage.setCache(addressCacheKey('balance', '0xabc'), { a: 'x'.repeat(CACHE_ENTRY_MAX_CHARS) }, 1_000);
    expect(storage.getCache(addressCacheKey('balance', '0xabc'), anyRecord, 30_000, 2_000)).toBeUndefined();
  });

  it('reads any tampered cache entry as absent or schema-valid, and never throws (property)', () => {
    const key = addressCacheKey('balance', '0xabc');
    const tampered = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({ timestamp: fc.oneof(fc.integer(), fc.double(), fc.string()), value: fc.jsonValue() })
        .map((entry) => JSON.stringify(entry)),
    );
    fc.assert(
      fc.property(tampered, fc.integer({ min: 0, max: 2 ** 40 }), (raw, now) => {
        const storage = createGangwayStorage(createMemoryStorage({ [key]: raw }));
        const value = storage.getCache(addressCacheKey('balance', '0xabc'), anyRecord, 30_000, now);
        if (value !== undefined) expect(anyRecord(value)).toBe(value);
      }),
    );
  });

  it('reads any tampered value as absent or valid, and never throws (property)', () => {
    const keys = [...Object.values(STORAGE_KEYS), connectorKey('eip155')];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), fc.string()), (values) => {
        const storage = createGangwayStorage(createMemoryStorage(values));
        const status = storage.getConnectionStatus();
        expect([undefined, 'connected', 'active', 'disconnected']).toContain(status);
        for (const wallet of storage.getRecentWallets()) expect(typeof wallet.id).toBe('string');
        const network = storage.getActiveNetwork();
        if (network) expect(network.caipNetworkId.startsWith(`${network.namespace}:`)).toBe(true);
        storage.getWallet();
        storage.getConnectorId('eip155');
      }),
    );
  });

  it('keeps working when the browser refuses storage access', () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createGangwayStorage(refusing);
    expect(() => storage.setConnectionStatus('connected')).not.toThrow();
    expect(storage.getConnectionStatus()).toBeUndefined();
    expect(storage.getRecentWallets()).toEqual([]);
  });
});
