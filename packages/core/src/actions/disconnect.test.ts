import { ERROR_MESSAGES } from '@gangway/protocol';
import { describe, expect, it, vi } from 'vitest';
import { connectorKey } from '../storage/storageKeys.ts';
import {
  connectionsOf,
  createFakeGangway,
  devEvm,
  devSolana,
  sessionConnectors,
} from '../testing/fakeGangway.ts';
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/WalletConnectOptions.ts';
import type { WalletConnectInstance } from '../walletConnect/walletConnectSession.ts';
import { connect } from './connect.ts';
import { disconnect } from './disconnect.ts';

async function connectedInBoth() {
  const parts = createFakeGangway();
  parts.gangway.start();
  await connect(parts.gangway, { connectorId: devEvm.id, namespace: 'eip155' });
  await connect(parts.gangway, { connectorId: devSolana.id, namespace: 'solana' });
  return parts;
}

/** A WalletConnect session over EVM and Solana, its sign client a fake that records how the session ends. */
async function walletConnectInBoth() {
  const parts = createFakeGangway();
  const ends: unknown[] = [];
  const client = { disconnect: vi.fn(async (params: unknown) => void ends.push(params)) };
  parts.gangway.lazy.walletConnect = {
    client: Promise.resolve(client),
    topic: 'session-topic',
    providers: new Map(),
  } as unknown as WalletConnectInstance;
  parts.gangway.start();
  parts.gangway.connectors
    .getState()
    .setSourceConnectors(
      'core:walletConnect',
      sessionConnectors(WALLET_CONNECT_CONNECTOR_ID, ['eip155', 'solana']),
    );
  await connect(parts.gangway, { connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace: 'eip155' });
  await connect(parts.gangway, { connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace: 'solana' });
  return { ...parts, client, ends };
}

describe('disconnect', () => {
  it('disconnects the family asked for, through its adapter, and leaves the others connected', async () => {
    const { gangway, evm, solana, storage } = await connectedInBoth();
    gangway.open();
    await disconnect(gangway, { namespace: 'solana', closeModal: false });
    expect(solana.calls.at(-1)).toEqual({ method: 'disconnect', params: { connector: devSolana } });
    expect(evm.calls.some((call) => call.method === 'disconnect')).toBe(false);
    expect(connectionsOf(gangway).current).toEqual({ eip155: devEvm.id });
    expect(storage.dump()).not.toHaveProperty(connectorKey('solana'));
    expect(gangway.modal.getState().open).toBe(true);
  });

  it('disconnects every family when none is named, and closes the modal', async () => {
    const { gangway } = await connectedInBoth();
    gangway.open();
    await disconnect(gangway);
    expect(connectionsOf(gangway).current).toEqual({});
    expect(gangway.modal.getState().open).toBe(false);
  });

  it('disconnects every family of a session that spans them, and ends that session once', async () => {
    const { gangway, evm, solana, ends } = await walletConnectInBoth();
    await disconnect(gangway, { namespace: 'eip155' });
    expect(connectionsOf(gangway).current).toEqual({});
    expect([evm, solana].map((adapter) => adapter.calls.at(-1)?.method)).toEqual([
      'disconnect',
      'disconnect',
    ]);
    expect(ends).toEqual([{ topic: 'session-topic', reason: { code: 6000, message: 'User disconnected.' } }]);
    expect(gangway.connectors.getState().bySource['core:walletConnect']).toEqual([]);
  });

  it('clears every family first, then says which part failed: a wallet, or the session', async () => {
    const { gangway, client } = await walletConnectInBoth();
    client.disconnect.mockRejectedValueOnce(new Error('relay down'));
    await expect(disconnect(gangway)).rejects.toThrow(
      ERROR_MESSAGES.DISCONNECT_FAILED({ reason: 'relay down' }),
    );
    expect(connectionsOf(gangway).current).toEqual({});
  });

  it('clears a family that is still connecting when it is named', async () => {
    const { gangway } = createFakeGangway();
    gangway.connections.getState().setStatus('solana', 'connecting');
    await disconnect(gangway, { namespace: 'solana' });
    expect(gangway.getAccount('solana').status).toBe('disconnected');
  });
});
