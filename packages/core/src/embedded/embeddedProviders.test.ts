import type { CaipNetworkId, FrameUser, RpcRequest } from '@gangway/protocol';
import { decodeBase58, encodeBase58 } from '@gangway/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmbeddedProvider } from './embeddedProvider.ts';
import { createEmbeddedSolanaWallet } from './embeddedSolanaWallet.ts';

const EVM = '0x00000000000000000000000000000000000000aa';
const SOL = '11111111111111111111111111111112';
const user: FrameUser = {
  email: 'ada@example.com',
  socialProvider: null,
  userName: null,
  address: EVM,
  chainId: 'eip155:1' as CaipNetworkId,
  accounts: [
    { namespace: 'eip155', address: EVM, type: 'eoa' },
    { namespace: 'solana', address: SOL, type: 'eoa' },
  ],
  preferredAccountType: 'eoa',
};

describe('embedded EIP-1193 provider', () => {
  it('answers accounts and chain itself, switches among requested chains, and sends the rest to the frame', async () => {
    const sent: RpcRequest[] = [];
    const switched: string[] = [];
    const provider = createEmbeddedProvider({
      chains: () => ['eip155:1', 'eip155:31337'] as unknown as CaipNetworkId[],
      initialChain: 'eip155:1' as CaipNetworkId,
      send: async (request) => {
        sent.push(request);
        return '0xsig';
      },
      switchChain: async (chainId) => {
        switched.push(chainId);
      },
    });
    const events: unknown[] = [];
    provider.on('accountsChanged', (accounts) => events.push(['accounts', accounts]));
    provider.on('chainChanged', (chain) => events.push(['chain', chain]));
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100 });
    provider.setUser(user);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([EVM]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1');
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
    expect(switched).toEqual(['eip155:31337']);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    ).rejects.toMatchObject({ code: 4902 });
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', EVM] })).toBe('0xsig');
    expect(sent).toEqual([
      { method: 'personal_sign', params: ['0x68', EVM], chainId: 'eip155:31337', chainNamespace: 'eip155' },
    ]);
    provider.setUser(null);
    expect(events).toEqual([
      ['accounts', [EVM]],
      ['chain', '0x7a69'],
      ['accounts', []],
    ]);
  });
});

describe('embedded Solana wallet', () => {
  it('base58 round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes);
      }),
    );
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111');
  });

  it('connects only once logged in, and signs through the frame in SPEC §3 shapes', async () => {
    const sent: RpcRequest[] = [];
    const signature = new Uint8Array(64).fill(7);
    const wallet = createEmbeddedSolanaWallet({
      name: 'Email Wallet',
      chainId: () => 'solana:localnet' as CaipNetworkId,
      send: async (request) => {
        sent.push(request);
        return { signature: encodeBase58(signature) };
      },
      notConnected: () => new Error('Not connected to email or social'),
    });
    const connect = wallet.features['standard:connect'] as { connect(): Promise<{ accounts: unknown[] }> };
    await expect(connect.connect()).rejects.toThrow('Not connected to email or social');
    const changes: unknown[] = [];
    (wallet.features['standard:events'] as { on(e: 'change', l: (p: unknown) => void): () => void }).on(
      'change',
      (properties) => changes.push(properties),
    );
    wallet.setUser(user);
    expect(changes).toHaveLength(1);
    const { accounts } = await connect.connect();
    expect(accounts).toMatchObject([{ address: SOL }]);
    const signer = wallet.features['solana:signMessage'] as {
      signMessage(
        ...inputs: { account: unknown; message: Uint8Array }[]
      ): Promise<{ signature: Uint8Array }[]>;
    };
    const [signed] = await signer.signMessage({
      account: accounts[0],
      message: new TextEncoder().encode('hi'),
    });
    expect(signed?.signature).toEqual(signature);
    expect(sent[0]).toEqual({
      method: 'solana_signMessage',
      params: { message: encodeBase58(new TextEncoder().encode('hi')), pubkey: SOL },
      chainId: 'solana:localnet',
      chainNamespace: 'solana',
    });
  });
});
