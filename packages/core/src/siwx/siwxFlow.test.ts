import { formatSignInMessage, GangwayError, type SiwxMessageData } from '@gangway/protocol';
import { describe, expect, it, vi } from 'vitest';
import { connect } from '../actions/connect.ts';
import { disconnect } from '../actions/disconnect.ts';
import { currentView } from '../stores/modalStore.ts';
import { createFakeGangway, devEvm, devSolana, SOLANA_ADDRESS } from '../testing/fakeGangway.ts';
import { testMainnet } from '../testing/networks.ts';
import type { SiwxConfig, SiwxSession } from './SiwxConfig.ts';
import { signIn, siwxOf } from './siwxFlow.ts';

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111';
const ETHEREUM = testMainnet.caipNetworkId;

/** A backend in memory: the sessions it keeps, and every call. */
function memoryBackend(options: { required?: boolean } = {}) {
  const sessions = new Map<string, SiwxSession>();
  const calls: string[] = [];
  const config: SiwxConfig = {
    async createMessage({ accountAddress, chainId }) {
      calls.push(`createMessage ${chainId}:${accountAddress}`);
      const data: SiwxMessageData = {
        accountAddress,
        chainId,
        domain: 'app.example.com',
        uri: 'https://app.example.com/',
        version: '1',
        nonce: 'abcdefgh1234',
        issuedAt: new Date().toISOString(),
        expirationTime: new Date(Date.now() + 60_000).toISOString(),
      };
      return { ...data, toString: () => formatSignInMessage(data) };
    },
    async addSession(session) {
      calls.push(`addSession ${session.signature}`);
      sessions.set(`${session.data.chainId}:${session.data.accountAddress}`, session);
    },
    async revokeSession(chainId, address) {
      calls.push(`revokeSession ${chainId}:${address}`);
      sessions.delete(`${chainId}:${address}`);
    },
    async setSessions() {},
    async getSessions(chainId, address) {
      const session = sessions.get(`${chainId}:${address}`);
      return session ? [session] : [];
    },
    getRequired: () => options.required ?? false,
  };
  return { config, sessions, calls };
}

async function started(backend: ReturnType<typeof memoryBackend>) {
  const parts = createFakeGangway({ siwx: backend.config });
  parts.gangway.start();
  // start() loads the flow (createGangway: through the connection actions).
  await vi.waitFor(() => expect(parts.gangway.lazy.siwx).toBeDefined());
  return parts;
}

describe('sign in with a wallet', () => {
  it('asks for a signature right after connecting, keeps the session, and shows it in getAccount()', async () => {
    const backend = memoryBackend();
    const { gangway, evm } = await started(backend);
    await connect(gangway, { connectorId: devEvm.id, namespace: 'eip155' });
    await vi.waitFor(() => expect(currentView(gangway.modal.getState())?.view).toBe('SIWXSignMessage'));
    expect(siwxOf(gangway).store.getState().status).toBe('unsigned');

    const session = await signIn(gangway);
    const signed = evm.calls.find((call) => call.method === 'signMessage')?.params as { message: string };
    expect(signed.message).toBe(session.message);
    expect(signed.message).toMatch(
      /^app\.example\.com wants you to sign in with your Ethereum account:\n0x1111/,
    );
    expect(backend.calls).toEqual([`createMessage eip155:1:${EVM_ADDRESS}`, 'addSession 0xsignature']);
    expect(siwxOf(gangway).store.getState().status).toBe('signed-in');
    expect(gangway.getAccount().siwxSession?.message).toBe(session.message);
  });

  it('reuses a valid stored session without a signature, and revokes it on disconnect', async () => {
    const backend = memoryBackend();
    const { gangway, evm } = await started(backend);
    await backend.config.addSession({
      data: { ...(await backend.config.createMessage({ accountAddress: EVM_ADDRESS, chainId: ETHEREUM })) },
      message: 'kept',
      signature: '0xkept',
    });
    await connect(gangway, { connectorId: devEvm.id, namespace: 'eip155' });
    await vi.waitFor(() => expect(siwxOf(gangway).store.getState().status).toBe('signed-in'));
    expect(gangway.modal.getState().open).toBe(false);
    expect(evm.calls.some((call) => call.method === 'signMessage')).toBe(false);

    await disconnect(gangway);
    await vi.waitFor(() => expect(backend.calls).toContain(`revokeSession eip155:1:${EVM_ADDRESS}`));
    expect(backend.sessions.size).toBe(0);
    expect(siwxOf(gangway).store.getState().status).toBe('idle');
  });

  it("a declined signature says 'Signature declined'; when sign-in is required the wallet is disconnected", async () => {
    for (const required of [false, true]) {
      const backend = memoryBackend({ required });
      const { gangway, evm } = await started(backend);
      evm.signMessage = async () => {
        throw new GangwayError('USER_REJECTED');
      };
      await connect(gangway, { connectorId: devEvm.id, namespace: 'eip155' });
      await vi.waitFor(() => expect(siwxOf(gangway).store.getState().status).toBe('unsigned'));
      await expect(signIn(gangway)).rejects.toThrow();
      expect(backend.sessions.size).toBe(0);
      if (required) {
        expect(gangway.getAccount().status).toBe('disconnected');
        expect(gangway.toast.getState().toast?.message.text).toBe('Signature declined');
      } else {
        expect(siwxOf(gangway).store.getState()).toMatchObject({
          status: 'declined',
          failure: { text: 'Signature declined' },
        });
        expect(gangway.getAccount().status).toBe('connected');
      }
    }
  });

  it('asks again for an account without a session (another family), and siweConfig signs in on EVM only', async () => {
    const backend = memoryBackend();
    const { gangway, solana } = await started(backend);
    await connect(gangway, { connectorId: devSolana.id, namespace: 'solana' });
    await vi.waitFor(() => expect(siwxOf(gangway).store.getState().account?.address).toBe(SOLANA_ADDRESS));
    await signIn(gangway);
    expect(solana.calls.some((call) => call.method === 'signMessage')).toBe(true);

    const siwe = createFakeGangway({
      siweConfig: {
        getNonce: async () => 'nonce1234',
        createMessage: ({ address, nonce }) => `siwe ${address} ${nonce}`,
        verifyMessage: async () => true,
        getSession: async () => null,
        signOut: async () => true,
      },
    });
    siwe.gangway.start();
    await vi.waitFor(() => expect(siwe.gangway.lazy.siwx).toBeDefined());
    await connect(siwe.gangway, { connectorId: devSolana.id, namespace: 'solana' });
    expect(siwxOf(siwe.gangway).store.getState().status).toBe('idle');
  });
});
