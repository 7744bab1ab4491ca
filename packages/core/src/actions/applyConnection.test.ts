import { ERROR_MESSAGES } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { fakeConnection } from '../testing/fakeAdapter.ts';
import {
  connectionsOf,
  createFakeGangway,
  SOLANA_ADDRESS,
  sessionConnectors,
} from '../testing/fakeGangway.ts';
import { testMainnet, testSolana } from '../testing/networks.ts';
import { applyConnection } from './applyConnection.ts';

describe('applyConnection', () => {
  const [connector] = sessionConnectors('session', ['eip155']);

  it('records every family a connector connected in one update, with its wallet info', () => {
    const { gangway } = createFakeGangway();
    applyConnection(gangway, connector!, {
      eip155: fakeConnection(testMainnet.caipNetworkId, undefined, 'session'),
      solana: fakeConnection(testSolana.caipNetworkId, SOLANA_ADDRESS, 'session'),
    });
    expect(connectionsOf(gangway).current).toEqual({ eip155: 'session', solana: 'session' });
    expect(gangway.getAccount('solana').connectedWalletInfo).toMatchObject({
      name: 'Phone Wallet',
      id: 'session',
    });
  });

  it('changes nothing when one part of the reply is bad', () => {
    const { gangway } = createFakeGangway();
    expect(() =>
      applyConnection(gangway, connector!, {
        eip155: fakeConnection(testMainnet.caipNetworkId, undefined, 'session'),
        solana: fakeConnection(testSolana.caipNetworkId, ' ', 'session'),
      }),
    ).toThrow(ERROR_MESSAGES.NO_ACCOUNTS);
    expect(() =>
      applyConnection(gangway, connector!, { eip155: fakeConnection(testSolana.caipNetworkId) }),
    ).toThrow(ERROR_MESSAGES.INVALID_CHAIN_ID);
    expect(connectionsOf(gangway).current).toEqual({});
  });
});
