import { type Connector, defineNetwork } from '@gangway/core';
import { ERROR_MESSAGES, GangwayError } from '@gangway/protocol';
import { getBase58Encoder } from '@solana/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { solanaAdapter } from './solanaAdapter.ts';
import { createFakeStandardWallet, type FakeStandardWallet } from './testing/fakeStandardWallet.ts';

const localnet = defineNetwork({
  chainNamespace: 'solana',
  id: 'GangwayDevnetSo1ana111111111111',
  name: 'Solana Devnet (local)',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
const mainnet = defineNetwork({
  chainNamespace: 'solana',
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});

const wallets: FakeStandardWallet[] = [];
afterEach(() => {
  for (const wallet of wallets.splice(0)) wallet.unregister();
});

async function setup(options: Parameters<typeof createFakeStandardWallet>[0] = {}) {
  const fake = await createFakeStandardWallet(options);
  wallets.push(fake);
  const adapter = solanaAdapter();
  adapter.setup({ networks: [localnet, mainnet] });
  let connectors: readonly Connector[] = [];
  adapter.watchConnectors((list) => {
    connectors = list;
  });
  const connector = connectors.find((candidate) => candidate.name === fake.wallet.name);
  const events: unknown[] = [];
  adapter.subscribe((event) => events.push(event));
  return { fake, adapter, connector: connector!, connectors: () => connectors, events };
}

describe('solanaAdapter', () => {
  it('lists Wallet Standard wallets that connect and sign on Solana, and no others', async () => {
    const { fake, connector, connectors } = await setup();
    expect(connector).toMatchObject({ id: fake.wallet.name, type: 'ANNOUNCED', chain: 'solana' });
    const evmOnly = await createFakeStandardWallet({ chains: ['eip155:1'] });
    const cannotSign = await createFakeStandardWallet({ features: ['standard:connect'] });
    wallets.push(evmOnly, cannotSign);
    const names = connectors().map((candidate) => candidate.name);
    expect(names).not.toContain(evmOnly.wallet.name);
    expect(names).not.toContain(cannotSign.wallet.name);
  });

  it('connects the accounts the wallet grants on the requested cluster, and restores them silently', async () => {
    const { fake, adapter, connector } = await setup();
    const connection = await adapter.connect({ connector, network: localnet });
    expect(connection).toEqual({
      connectorId: connector.id,
      accounts: fake.accounts.map((account) => ({ address: account.address, type: 'eoa' })),
      caipNetworkId: localnet.caipNetworkId,
    });
    const later = solanaAdapter();
    await expect(later.reconnect({ connector, network: localnet })).resolves.toEqual(connection);
    expect(fake.calls.at(-1)).toEqual({ feature: 'standard:connect', input: { silent: true } });
    await adapter.disconnect({ connector });
    await expect(later.reconnect({ connector, network: localnet })).resolves.toBeNull();
  });

  it("refuses a wallet without the cluster with 'The connector does not support any of the requested chains'", async () => {
    const { adapter, connector } = await setup({ chains: ['solana:devnet'] });
    await expect(adapter.connect({ connector, network: localnet })).rejects.toThrow(
      ERROR_MESSAGES.CONNECTOR_UNSUPPORTED_CHAINS,
    );
  });

  it('maps a refusal to CONNECTION_REJECTED and an empty answer to NO_ACCOUNTS', async () => {
    const { fake, adapter, connector } = await setup();
    fake.behaviour.connect = 'reject';
    await expect(adapter.connect({ connector, network: localnet })).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
    });
    fake.behaviour.connect = 'none';
    await expect(adapter.connect({ connector, network: localnet })).rejects.toMatchObject({
      code: 'NO_ACCOUNTS',
    });
  });

  it('reports account changes and a wallet that drops every account', async () => {
    const { fake, adapter, connector, events } = await setup();
    await adapter.connect({ connector, network: localnet });
    fake.emitChange([fake.accounts[1]!]);
    fake.emitChange([]);
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: connector.id,
        accounts: [{ address: fake.accounts[1]!.address, type: 'eoa' }],
      },
      { type: 'disconnected', connectorId: connector.id },
    ]);
  });

  it('signs a message the key verifies, and refuses a signature that is not 64 bytes', async () => {
    const { fake, adapter, connector } = await setup();
    const { accounts } = await adapter.connect({ connector, network: localnet });
    const address = accounts[0].address;
    const signature = await adapter.signMessage({ connector, address, message: 'Sign in to Gangway' });
    const valid = await crypto.subtle.verify(
      'Ed25519',
      fake.keys[0]!.publicKey,
      new Uint8Array(getBase58Encoder().encode(signature)),
      new TextEncoder().encode('Sign in to Gangway'),
    );
    expect(valid).toBe(true);
    fake.behaviour.signatureBytes = 10;
    const error = await adapter.signMessage({ connector, address, message: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GangwayError);
    expect((error as GangwayError).code).toBe('INVALID_RESPONSE');
  });

  it('signs and sends a transaction on the cluster with SPEC §3 options', async () => {
    const { fake, adapter, connector } = await setup();
    const { accounts } = await adapter.connect({ connector, network: localnet });
    const transaction = new Uint8Array([1, 2, 3]);
    const signature = await adapter.sendTransaction({
      connector,
      network: localnet,
      from: accounts[0].address,
      transaction,
      options: { skipPreflight: true, maxRetries: 2 },
    });
    expect(getBase58Encoder().encode(signature)).toHaveLength(64);
    expect(fake.calls.at(-1)?.input).toMatchObject({
      chain: 'solana:localnet',
      transaction,
      options: { skipPreflight: true, maxRetries: 2 },
    });
  });

  it('switches only to a cluster the account serves', async () => {
    const { adapter, connector } = await setup({ chains: ['solana:localnet'] });
    await adapter.connect({ connector, network: localnet });
    await expect(adapter.switchNetwork({ connector, network: mainnet })).rejects.toThrow(
      ERROR_MESSAGES.CHAIN_NOT_SUPPORTED,
    );
  });

  it('takes only base58 32-byte keys as addresses', () => {
    const adapter = solanaAdapter();
    expect(adapter.isAddress('11111111111111111111111111111111')).toBe(true);
    expect(adapter.isAddress('z'.repeat(44))).toBe(false);
    expect(adapter.isAddress('0x1111111111111111111111111111111111111111')).toBe(false);
  });
});
