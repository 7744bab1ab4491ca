import type { CaipNetworkId, FrameUser } from '@gangway/protocol';
import { describe, expect, it, vi } from 'vitest';
import { connect } from '../actions/connect.ts';
import { switchConnection } from '../actions/multiWallet.ts';
import type { Gangway } from '../client/createGangway.ts';
import { fakeConnection } from '../testing/fakeAdapter.ts';
import { connectionsOf, createFakeGangway, devEvm, SOLANA_ADDRESS } from '../testing/fakeGangway.ts';
import { EMBEDDED_CONNECTOR_ID } from './embeddedConnectorId.ts';
import { adoptEmbeddedUser, type EmbeddedInstance } from './embeddedSession.ts';

const INJECTED = '0x1111111111111111111111111111111111111111';
const EMBEDDED = '0x00000000000000000000000000000000000000aa';
const user: FrameUser = {
  email: 'ada@example.com',
  socialProvider: 'google',
  userName: null,
  address: EMBEDDED,
  chainId: 'eip155:1' as CaipNetworkId,
  accounts: [{ namespace: 'eip155', address: EMBEDDED, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
};

/** The injected Dev Wallet and the embedded wallet (its frame holding `user`'s session), with multi-wallet on. */
function withEmbedded(stored: Record<string, string> = {}, frameUser: FrameUser = user) {
  const parts = createFakeGangway({ features: { multiWallet: true } }, stored);
  parts.evm.behaviour.connect = async ({ connector, network }) =>
    fakeConnection(
      network.caipNetworkId,
      connector.id === EMBEDDED_CONNECTOR_ID ? EMBEDDED : INJECTED,
      connector.id,
    );
  parts.evm.behaviour.reconnect = parts.evm.behaviour.connect;
  const answers: Record<string, unknown> = { isConnected: { isConnected: true }, getUser: frameUser };
  parts.gangway.lazy.embedded = {
    client: { request: async (method: string) => answers[method] },
    provider: { setUser: () => undefined },
    solana: { setUser: () => undefined },
    user: null,
  } as unknown as EmbeddedInstance;
  parts.gangway.start();
  return parts;
}

const profile = (gangway: Gangway) => {
  const { address, user: shown, socialProvider, smartAccountDeployed } = gangway.getAccount('eip155');
  return { address, email: shown?.email, socialProvider, smartAccountDeployed };
};
const NO_USER = { email: undefined, socialProvider: undefined, smartAccountDeployed: undefined };

describe("the account state's embedded user (SPEC §3) follows the wallet in use", () => {
  it('is the embedded wallet’s while it is in use, and nobody’s while another wallet is', async () => {
    const { gangway } = withEmbedded();
    await connect(gangway, { connectorId: devEvm.id, namespace: 'eip155' });
    await adoptEmbeddedUser(gangway, user);
    expect(profile(gangway)).toEqual({
      address: EMBEDDED,
      email: user.email,
      socialProvider: 'google',
      smartAccountDeployed: false,
    });
    await switchConnection(gangway, { connectorId: devEvm.id });
    expect(profile(gangway)).toEqual({ address: INJECTED, ...NO_USER });
  });

  it('restored as an extra beside an injected wallet in use, writes no user until it is made the one in use', async () => {
    const { gangway, storage } = withEmbedded();
    await connect(gangway, { connectorId: devEvm.id, namespace: 'eip155' });
    await adoptEmbeddedUser(gangway, user);
    await switchConnection(gangway, { connectorId: devEvm.id });

    const reloaded = withEmbedded(storage.dump()).gangway;
    await reloaded.ready;
    await vi.waitFor(() =>
      expect(reloaded.connections.getState().namespaces.eip155?.connections).toHaveLength(2),
    );
    expect(reloaded.lazy.embedded?.user).toEqual(user);
    expect(profile(reloaded)).toEqual({ address: INJECTED, ...NO_USER });

    await switchConnection(reloaded, { connectorId: EMBEDDED_CONNECTOR_ID });
    expect(profile(reloaded)).toEqual({
      address: EMBEDDED,
      email: user.email,
      socialProvider: 'google',
      smartAccountDeployed: false,
    });
  });

  it('restored in two families, each restores its own and the active namespace stays', async () => {
    const both: FrameUser = {
      ...user,
      accounts: [...user.accounts, { namespace: 'solana', address: SOLANA_ADDRESS, type: 'eoa' }],
    };
    const { gangway, storage } = withEmbedded({}, both);
    await adoptEmbeddedUser(gangway, both);
    expect(connectionsOf(gangway).current).toEqual({ eip155: 'embedded', solana: 'embedded' });

    const reloaded = withEmbedded(storage.dump(), both);
    await reloaded.gangway.ready;
    expect(connectionsOf(reloaded.gangway)).toMatchObject({
      current: { eip155: 'embedded', solana: 'embedded' },
      activeNamespace: 'eip155',
    });
    // One connect per family: neither family's restore connects the other again.
    expect(reloaded.evm.calls.filter((call) => call.method === 'connect')).toHaveLength(1);
    expect(reloaded.solana.calls.filter((call) => call.method === 'connect')).toHaveLength(1);
    expect(profile(reloaded.gangway)).toMatchObject({ address: EMBEDDED, email: user.email });
  });
});
