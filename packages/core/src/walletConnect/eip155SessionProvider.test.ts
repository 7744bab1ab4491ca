import { RPC_ERROR_CODES } from '@gangway/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMainnet, testPolygon } from '../testing/networks.ts';
import { createEip155SessionProvider } from './eip155SessionProvider.ts';
import { sessionGrants } from './sessionAccounts.ts';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const chains = [testMainnet.caipNetworkId, testPolygon.caipNetworkId];

function setup(methods?: readonly string[]) {
  const [grant] = sessionGrants(
    { eip155: { accounts: chains.map((chain) => `${chain}:${ACCOUNT}`), methods } },
    chains,
  );
  const sent: unknown[] = [];
  const provider = createEip155SessionProvider({
    grant: grant!,
    networks: [testMainnet, testPolygon],
    requester: {
      request: async (args) => {
        sent.push(args);
        return '0xsigned';
      },
    },
  });
  return { provider, sent };
}

describe('the EIP-1193 provider over a session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers accounts and chain from the session, and asks the wallet only for what needs its keys', async () => {
    const { provider, sent } = setup();
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1');
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', ACCOUNT] })).toBe('0xsigned');
    expect(sent).toEqual([{ chainId: 'eip155:1', method: 'personal_sign', params: ['0x68', ACCOUNT] }]);
  });

  it('passes EIP-5792 to a wallet that approved it, and answers 4200 for a method the wallet did not approve', async () => {
    const { provider, sent } = setup(['personal_sign', 'wallet_getCapabilities', 'wallet_sendCalls']);
    const batch = { version: '2.0.0', chainId: '0x1', from: ACCOUNT, atomicRequired: true, calls: [] };
    await provider.request({ method: 'wallet_sendCalls', params: [batch] });
    expect(sent).toEqual([{ chainId: 'eip155:1', method: 'wallet_sendCalls', params: [batch] }]);
    await expect(
      provider.request({ method: 'wallet_getCallsStatus', params: ['0x01'] }),
    ).rejects.toMatchObject({
      code: RPC_ERROR_CODES.UNSUPPORTED_METHOD,
      message: 'The wallet did not approve wallet_getCallsStatus in this session',
    });
    expect(sent).toHaveLength(1);
  });

  it("sends reads to the network's own RPC URL, never through the relay", async () => {
    const fetch = vi.fn(async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x10' }));
    vi.stubGlobal('fetch', fetch);
    const { provider, sent } = setup();
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10');
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:8545', expect.objectContaining({ method: 'POST' }));
    expect(sent).toEqual([]);
  });

  it('switches between the chains of the session, and answers 4902 for any other', async () => {
    const { provider } = setup();
    const changes: unknown[] = [];
    provider.on('chainChanged', (id) => changes.push(id));
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] });
    expect(changes).toEqual(['0x89']);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    ).rejects.toMatchObject({ code: RPC_ERROR_CODES.UNRECOGNIZED_CHAIN });
  });

  it('refuses a session with malformed accounts or none on a requested network', () => {
    expect(() => sessionGrants({ eip155: { accounts: ['not-an-account'] } }, chains)).toThrow(
      /not-an-account" is not a CAIP-10 account/,
    );
    expect(() => sessionGrants({ eip155: { accounts: [`eip155:5:${ACCOUNT}`] } }, chains)).toThrow(
      /no account on any requested network/,
    );
  });
});
