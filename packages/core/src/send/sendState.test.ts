import { describe, expect, it } from 'vitest';
import { setActiveNetwork } from '../actions/setActiveNetwork.ts';
import { createGangway } from '../client/createGangway.ts';
import { createFakeAdapter } from '../testing/fakeAdapter.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { testMainnet, testPolygon } from '../testing/networks.ts';
import { sendStore } from './sendState.ts';

describe('send state', () => {
  it('is one store per widget, cleared when the active network changes (SPEC §4)', () => {
    const gangway = createGangway({
      projectId: 'test',
      networks: [testMainnet, testPolygon],
      adapters: [createFakeAdapter()],
      storage: createMemoryStorage(),
    });
    const store = sendStore(gangway);
    expect(sendStore(gangway)).toBe(store);
    store.getState().update({ sendTokenAmount: '1', receiverAddress: '0xabc' });
    setActiveNetwork(gangway, testMainnet);
    expect(store.getState().sendTokenAmount).toBe('1');
    setActiveNetwork(gangway, testPolygon);
    expect(store.getState()).toMatchObject({ sendTokenAmount: '', receiverAddress: '', token: undefined });
  });
});
