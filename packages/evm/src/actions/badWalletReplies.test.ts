// @vitest-environment happy-dom
// A wallet that answers garbage leaves a clean disconnected (or the previous) state and the catalogue's message.

import type { DevWalletMisbehaviour } from '@gangway/devnet/wallet';
import { MALFORMED_CHAIN_ID } from '@gangway/devnet/wallet';
import { ERROR_MESSAGES, isGangwayError, RPC_TIMEOUT_MS } from '@gangway/protocol';
import { type Config, createConfig, getConnection, http } from '@wagmi/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toViemChain } from '../network/toViemChain.ts';
import {
  announce,
  cleanupWallets,
  connectorOf,
  createTestAdapter,
  createTestWallet,
  flush,
  ICON,
  networkOf,
  testChain,
} from '../test/harness.ts';
import type { Eip1193Provider } from '../types.ts';
import { createInternalConfig } from '../wagmi/createInternalConfig.ts';

afterEach(() => {
  cleanupWallets();
  vi.useRealTimers();
});

/** The adapter's own config, passed in so the test can look at wagmi's state. */
function observedAdapter() {
  const config: Config = createInternalConfig([networkOf(testChain(1)), networkOf(testChain(137))]);
  return { config, ...createTestAdapter({ wagmiConfig: config }) };
}

function expectNothingConnected(config: Config) {
  expect(getConnection(config).status).toBe('disconnected');
  expect(config.state.connections.size).toBe(0);
}

let fakeCount = 0;
function announceFake(request: (args: { method: string; params?: unknown }) => Promise<unknown>) {
  fakeCount += 1;
  const rdns = `dev.gangway.fake${fakeCount}`;
  const provider: Eip1193Provider & { on(): void; removeListener(): void } = {
    request,
    on: () => undefined,
    removeListener: () => undefined,
  };
  announce(provider, { uuid: crypto.randomUUID(), name: 'Fake', icon: ICON, rdns });
  return rdns;
}

const CONNECT_CASES: [DevWalletMisbehaviour, string, (cause: unknown) => void][] = [
  ['bad-chain-id', 'INVALID_CHAIN_ID', (cause) => expect(cause).toBe(MALFORMED_CHAIN_ID)],
  ['no-accounts', 'NO_ACCOUNTS', (cause) => expect(cause).toEqual([])],
  ['non-standard-error', 'FAILED_TO_CONNECT', (cause) => expect(typeof cause).toBe('string')],
  [
    'error-without-code',
    'FAILED_TO_CONNECT',
    (cause) => expect(cause).toMatchObject({ message: expect.any(String) }),
  ],
];

describe('connect to a misbehaving wallet', () => {
  it.each(CONNECT_CASES)(
    '%s → %s, the cause kept, nothing left in wagmi',
    async (misbehaviour, code, checkCause) => {
      const wallet = createTestWallet({ misbehaviour });
      const { adapter, networks, config, events } = observedAdapter();
      const error = await adapter
        .connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! })
        .catch((e) => e);
      expect(isGangwayError(error)).toBe(true);
      expect(error).toMatchObject({ code, message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] });
      checkCause(error.cause);
      expectNothingConnected(config);
      expect(events).toEqual([]);
    },
  );

  it('keeps the previous connection when a second connect gets garbage', async () => {
    const wallet = createTestWallet();
    const { adapter, networks, config } = observedAdapter();
    await adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! });
    wallet.provider.controls.setMisbehaviour('bad-chain-id');
    await expect(
      adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! }),
    ).rejects.toMatchObject({
      code: 'INVALID_CHAIN_ID',
    });
    expect(getConnection(config)).toMatchObject({ status: 'connected', chainId: 1 });
  });

  it('does not let a reconnecting wallet with a garbage chain id slip into wagmi after a disconnect', async () => {
    const wallet = createTestWallet();
    const { adapter, networks, config } = observedAdapter();
    await adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! });
    await adapter.disconnect({ connector: connectorOf(wallet.info.rdns) });
    wallet.provider.controls.setMisbehaviour('bad-chain-id');
    // The wallet announces the account as it approves: wagmi alone would adopt it with chain id NaN.
    await expect(
      adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! }),
    ).rejects.toMatchObject({
      code: 'INVALID_CHAIN_ID',
    });
    expectNothingConnected(config);
  });

  it("leaves nothing in a host config whose own connector adopts the wallet's garbage on its own", async () => {
    const wallet = createTestWallet({ misbehaviour: 'bad-chain-id' });
    const config = createConfig({
      chains: [toViemChain(networkOf(testChain(1)))],
      transports: { 1: http() },
      storage: null,
    });
    expect(config.connectors.map((connector) => connector.id)).toContain(wallet.info.rdns);
    const { adapter, networks } = createTestAdapter({ wagmiConfig: config });
    await expect(
      adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! }),
    ).rejects.toMatchObject({
      code: 'INVALID_CHAIN_ID',
    });
    await flush();
    expectNothingConnected(config);
  });

  it.each([
    ['a malformed address', ['0x1234']],
    ['not a list', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['a list holding a non-string', [42]],
  ])('answers NO_ACCOUNTS for accounts that are %s', async (_, accounts) => {
    const rdns = announceFake(async ({ method }) => (method === 'eth_requestAccounts' ? accounts : '0x1'));
    const { adapter, networks, config } = observedAdapter();
    await expect(
      adapter.connect({ connector: connectorOf(rdns), network: networks[0]! }),
    ).rejects.toMatchObject({
      code: 'NO_ACCOUNTS',
    });
    expectNothingConnected(config);
  });

  it.each([
    ['a decimal string', '1'],
    ['a number', 1],
    ['zero', '0x0'],
    ['empty hex', '0x'],
    ['null', null],
  ])('answers INVALID_CHAIN_ID for a chain id that is %s', async (_, chainId) => {
    const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const rdns = announceFake(async ({ method }) => (method === 'eth_chainId' ? chainId : [account]));
    const { adapter, networks } = observedAdapter();
    await expect(
      adapter.connect({ connector: connectorOf(rdns), network: networks[0]! }),
    ).rejects.toMatchObject({
      code: 'INVALID_CHAIN_ID',
    });
  });

  it('wraps a thrown null or a synchronous throw in FAILED_TO_CONNECT', async () => {
    const nullThrower = announceFake(() => Promise.reject(null));
    const syncThrower = announceFake(() => {
      throw new TypeError('provider exploded');
    });
    const { adapter, networks } = observedAdapter();
    await expect(
      adapter.connect({ connector: connectorOf(nullThrower), network: networks[0]! }),
    ).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
    });
    const error = await adapter
      .connect({ connector: connectorOf(syncThrower), network: networks[0]! })
      .catch((e) => e);
    expect(error).toMatchObject({ code: 'FAILED_TO_CONNECT', cause: expect.any(TypeError) });
  });

  it('treats 5000 like 4001: CONNECTION_REJECTED', async () => {
    const rdns = announceFake(() => Promise.reject({ code: 5000, message: 'User rejected methods.' }));
    const { adapter, networks } = observedAdapter();
    await expect(
      adapter.connect({ connector: connectorOf(rdns), network: networks[0]! }),
    ).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
    });
  });
});

describe('reconnect to a misbehaving wallet', () => {
  it('answers INVALID_CHAIN_ID for a garbage chain id, nothing left in wagmi', async () => {
    const wallet = createTestWallet();
    await createTestAdapter().adapter.connect({
      connector: connectorOf(wallet.info.rdns),
      network: networkOf(testChain(1)),
    });
    wallet.provider.controls.setMisbehaviour('bad-chain-id');
    const { adapter, networks, config } = observedAdapter();
    await expect(
      adapter.reconnect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! }),
    ).rejects.toMatchObject({
      code: 'INVALID_CHAIN_ID',
    });
    expectNothingConnected(config);
  });

  it('answers null for 4100 Unauthorized', async () => {
    const rdns = announceFake(() => Promise.reject({ code: 4100, message: 'Unauthorized' }));
    const { adapter, networks } = observedAdapter();
    await expect(
      adapter.reconnect({ connector: connectorOf(rdns), network: networks[0]! }),
    ).resolves.toBeNull();
  });
});

describe('a wallet that never answers', () => {
  async function loadedAdapter() {
    const test = observedAdapter();
    // Loads the lazy runtime with real timers; the import must not wait on faked ones.
    await test.adapter.reconnect({ connector: connectorOf('none'), network: test.networks[0]! });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return test;
  }

  /** Runs the timeout, then the short follow-up timers a failure schedules (the clean-up's settle tick). */
  async function outwait(ms: number) {
    await vi.advanceTimersByTimeAsync(ms);
    for (let step = 0; step < 5; step++) await vi.advanceTimersByTimeAsync(1);
  }

  it('times out eth_accounts on reconnect with REQUEST_TIMEOUT', async () => {
    const rdns = announceFake(() => new Promise(() => undefined));
    const { adapter, networks, config } = await loadedAdapter();
    const result = adapter.reconnect({ connector: connectorOf(rdns), network: networks[0]! }).catch((e) => e);
    await outwait(RPC_TIMEOUT_MS);
    const error = await result;
    expect(error).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      message: ERROR_MESSAGES.REQUEST_TIMEOUT({ source: 'The wallet (eth_accounts)', ms: RPC_TIMEOUT_MS }),
    });
    expectNothingConnected(config);
  });

  it('times out eth_chainId after the accounts arrived', async () => {
    const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const rdns = announceFake(({ method }) =>
      method === 'eth_chainId' ? new Promise(() => undefined) : Promise.resolve([account]),
    );
    const { adapter, networks, config } = await loadedAdapter();
    const connecting = adapter
      .connect({ connector: connectorOf(rdns), network: networks[0]! })
      .catch((e) => e);
    const reconnecting = adapter
      .reconnect({ connector: connectorOf(rdns), network: networks[0]! })
      .catch((e) => e);
    await outwait(RPC_TIMEOUT_MS);
    await expect(connecting).resolves.toMatchObject({ code: 'REQUEST_TIMEOUT' });
    await expect(reconnecting).resolves.toMatchObject({ code: 'REQUEST_TIMEOUT' });
    expectNothingConnected(config);
  });
});
