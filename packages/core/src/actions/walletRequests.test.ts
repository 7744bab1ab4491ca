import { ERROR_MESSAGES } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { createFakeGangway, devEvm, devSolana, SOLANA_ADDRESS } from '../testing/fakeGangway.ts';
import { testSolana } from '../testing/networks.ts';
import { connect } from './connect.ts';
import { handleAdapterEvent } from './handleAdapterEvent.ts';
import { sendTransaction, signMessage } from './walletRequests.ts';

async function connectedInBoth() {
  const parts = createFakeGangway();
  parts.gangway.start();
  await connect(parts.gangway, { connectorId: devSolana.id, namespace: 'solana' });
  await connect(parts.gangway, { connectorId: devEvm.id, namespace: 'eip155' });
  return parts;
}

describe('signing and sending', () => {
  it("go to the family named, not only the active one, with that family's address and network", async () => {
    const { gangway, solana } = await connectedInBoth();
    await signMessage(gangway, { namespace: 'solana', message: 'hello' });
    await sendTransaction(gangway, { namespace: 'solana', to: SOLANA_ADDRESS, value: 5n, mint: 'mint' });
    expect(solana.calls.slice(1)).toEqual([
      {
        method: 'signMessage',
        params: { connector: devSolana, address: SOLANA_ADDRESS, message: 'hello' },
      },
      {
        method: 'sendTransaction',
        params: {
          connector: devSolana,
          network: testSolana,
          from: SOLANA_ADDRESS,
          to: SOLANA_ADDRESS,
          value: 5n,
          mint: 'mint',
        },
      },
    ]);
  });

  it('refuse on a network the app did not request, and in a family with no wallet', async () => {
    const { gangway } = await connectedInBoth();
    handleAdapterEvent(gangway, 'eip155', {
      type: 'chainChanged',
      connectorId: devEvm.id,
      caipNetworkId: 'eip155:10' as never,
    });
    expect(() => signMessage(gangway, { message: 'x' })).toThrow(ERROR_MESSAGES.CHAIN_NOT_SUPPORTED);
    await expect(sendTransaction(gangway, { to: '0x', value: 1n })).rejects.toThrow(
      ERROR_MESSAGES.CHAIN_NOT_SUPPORTED,
    );
    expect(() => signMessage(gangway, { namespace: 'bip122', message: 'x' })).toThrow(
      ERROR_MESSAGES.CONNECT_BEFORE_REQUEST,
    );
  });
});
