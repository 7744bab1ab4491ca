import { describe, expect, it } from 'vitest';
import { connectorKey, STORAGE_KEYS } from '../storage/storageKeys.ts';
import { connectionsOf, createFakeGangway, devEvm } from '../testing/fakeGangway.ts';
import { testMainnet, testSolana } from '../testing/networks.ts';
import { restoreStoredState } from './restoreStoredState.ts';

const stored = {
  [connectorKey('eip155')]: devEvm.id,
  [connectorKey('solana')]: 'Dev Wallet',
  [connectorKey('cosmos')]: 'no adapter for it',
  [STORAGE_KEYS.connectionStatus]: 'connected',
  [STORAGE_KEYS.activeNamespace]: 'solana',
  [STORAGE_KEYS.activeNetworkId]: testSolana.caipNetworkId,
};

describe('restoreStoredState', () => {
  it('makes the stored network active and shows each stored family connecting, before any wallet answers', () => {
    const { gangway } = createFakeGangway({}, stored);
    expect(restoreStoredState(gangway)).toEqual(['eip155', 'solana']);
    expect(connectionsOf(gangway)).toMatchObject({
      activeNamespace: 'solana',
      chain: testSolana.caipNetworkId,
    });
    expect(gangway.getAccount('eip155').status).toBe('connecting');
    expect(gangway.getAccount('bip122').status).toBe('disconnected');
  });

  it('restores nothing with reconnect off, and shows nothing connecting when the stored status is not connected', () => {
    const off = createFakeGangway({ enableReconnect: false }, stored);
    expect(restoreStoredState(off.gangway)).toEqual([]);
    expect(connectionsOf(off.gangway).activeNamespace).toBe('solana');
    const left = createFakeGangway({}, { ...stored, [STORAGE_KEYS.connectionStatus]: 'disconnected' });
    expect(restoreStoredState(left.gangway)).toEqual(['eip155', 'solana']);
    expect(left.gangway.getAccount('eip155').status).toBe('disconnected');
  });

  it('keeps the default network when the stored one is not requested', () => {
    const { gangway } = createFakeGangway({}, { ...stored, [STORAGE_KEYS.activeNetworkId]: 'solana:gone' });
    restoreStoredState(gangway);
    expect(connectionsOf(gangway).chain).toBe(testMainnet.caipNetworkId);
  });
});
