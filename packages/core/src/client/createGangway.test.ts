import type { CaipNetworkId } from '@gangway/protocol';
import { ALERTS, CACHE_TTL_MS, ERROR_MESSAGES, GangwayError } from '@gangway/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNetwork, removeNetwork } from '../actions/manageNetworks.ts';
import { USER_MESSAGES } from '../errors/userMessages.ts';
import type { GangwayOptions } from '../options/GangwayOptions.ts';
import { VIEWS } from '../router/views.ts';
import { connectorKey, STORAGE_KEYS } from '../storage/storageKeys.ts';
import { currentView } from '../stores/modalStore.ts';
import {
  createFakeAdapter,
  FAKE_ADDRESS,
  type FakeAdapter,
  fakeConnection,
  fakeConnector,
} from '../testing/fakeAdapter.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { testBase, testMainnet, testPolygon } from '../testing/networks.ts';
import { createGangway } from './createGangway.ts';

const OPTIMISM = 'eip155:10' as CaipNetworkId;

function setup(overrides: Partial<GangwayOptions> = {}, storageValues: Record<string, string> = {}) {
  const adapter = createFakeAdapter();
  adapter.announce([fakeConnector()]);
  const storage = createMemoryStorage(storageValues);
  const gangway = createGangway({
    projectId: 'demo',
    networks: [testMainnet, testPolygon, testBase],
    adapters: [adapter],
    storage,
    ...overrides,
  });
  return { adapter, storage, gangway };
}

async function connected(overrides: Partial<GangwayOptions> = {}) {
  const parts = setup(overrides);
  parts.gangway.start();
  await parts.gangway.ready;
  await parts.gangway.connect({ connectorId: 'io.gangway.fake', namespace: 'eip155' });
  return parts;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('createGangway', () => {
  it('hands each adapter its namespace networks and touches nothing before start', () => {
    const { adapter, gangway } = setup();
    expect(adapter.setupNetworks).toEqual([testMainnet, testPolygon, testBase]);
    expect(gangway.connectors.getState().connectors).toEqual([]);
    gangway.start();
    expect(gangway.connectors.getState().connectors.map((c) => c.id)).toEqual(['io.gangway.fake']);
  });

  it("raises 'Project ID Not Configured' without throwing when projectId is missing", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { gangway } = setup({ projectId: '', debug: true });
    expect(gangway.alert.getState().alert?.code).toBe('PROJECT_ID_NOT_CONFIGURED');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
  });

  it('warns once per option that has no effect yet, naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup({
      enableEmbedded: true,
      metadata: { name: 'App', description: '', url: 'https://app.example', icons: [] },
      features: { send: false, pay: true, walletFeaturesOrder: ['send'], connectMethodsOrder: ['wallet'] },
    });
    const named = ['enableEmbedded', 'features.pay'];
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(named.length));
    for (const option of named) {
      expect(warn).toHaveBeenCalledWith(
        `[Gangway] ${ALERTS.OPTION_HAS_NO_EFFECT.shortMessage}: ${ERROR_MESSAGES.OPTION_HAS_NO_EFFECT({ option })}`,
      );
    }
  });

  it('takes the `locale` option, changes it with setLocale, and refuses one it does not have', () => {
    const { gangway } = setup({ locale: 'ja' });
    expect(gangway.locale.getState().locale).toBe('ja');
    gangway.setLocale('ar');
    expect(gangway.locale.getState().locale).toBe('ar');
    expect(() => gangway.setLocale('xx' as never)).toThrow('Invalid option `locale`');
    expect(() => setup({ locale: 'english' as never })).toThrow(
      'Invalid option `locale`: expected one of en, es, fr, de, pt-BR, ja, ko, zh-CN, ar, received english',
    );
  });

  it('opens on Connect when disconnected, or on the view it is given', () => {
    const { gangway } = setup();
    gangway.open();
    expect(currentView(gangway.modal.getState())?.view).toBe('Connect');
    gangway.open('Networks');
    expect(gangway.modal.getState().history).toEqual([{ view: 'Networks', data: undefined }]);
  });
});

describe('views', () => {
  it('refuses to open a view that does not exist, naming the views that do', () => {
    const { gangway } = setup();
    // @ts-expect-error the typed API offers only the views that exist
    expect(() => gangway.open('ConnectingLens')).toThrow(
      ERROR_MESSAGES.VIEW_NOT_AVAILABLE({ view: 'ConnectingLens', available: VIEWS }),
    );
    expect(() => gangway.open('ConnectingLens' as 'Connect')).toThrow(
      /View ConnectingLens is not available yet: open one of Connect,/,
    );
    expect(gangway.modal.getState().open).toBe(false);
  });
});

describe('connect', () => {
  it('records the account, connector, network and storage', async () => {
    const { gangway, storage } = await connected();
    expect(gangway.getAccount()).toMatchObject({
      status: 'connected',
      address: FAKE_ADDRESS,
      caipAddress: `eip155:1:${FAKE_ADDRESS}`,
      connectedWalletInfo: { name: 'Fake Wallet' },
    });
    await flush();
    expect(gangway.getAccount()).toMatchObject({ balance: '1.234567', balanceSymbol: 'ETH' });
    expect(storage.dump()).toMatchObject({
      [connectorKey('eip155')]: 'io.gangway.fake',
      [STORAGE_KEYS.connectionStatus]: 'connected',
      [STORAGE_KEYS.activeNetworkId]: 'eip155:1',
    });
    gangway.open();
    expect(currentView(gangway.modal.getState())?.view).toBe('Account');
  });

  it('follows the wallet to the network it is on', async () => {
    const { adapter, gangway } = setup();
    adapter.behaviour.connect = async () => fakeConnection(testBase.caipNetworkId);
    gangway.start();
    await gangway.connect({ connectorId: 'io.gangway.fake', namespace: 'eip155' });
    expect(gangway.getActiveNetwork()).toBe(testBase);
  });

  it.each([
    ['a refusal', new GangwayError('CONNECTION_REJECTED'), ERROR_MESSAGES.CONNECTION_REJECTED],
    ['a non-standard throw', 'garbage', ERROR_MESSAGES.FAILED_TO_CONNECT],
    ['an invalid address', null, ERROR_MESSAGES.NO_ACCOUNTS],
  ])('leaves a clean disconnected state after %s', async (_, thrown, message) => {
    const { adapter, gangway, storage } = setup();
    gangway.start();
    adapter.behaviour.connect = async ({ network }) => {
      if (thrown === null) return fakeConnection(network.caipNetworkId, 'not-an-address');
      throw thrown;
    };
    await expect(gangway.connect({ connectorId: 'io.gangway.fake', namespace: 'eip155' })).rejects.toThrow(
      message,
    );
    expect(gangway.getAccount().status).toBe('disconnected');
    expect(gangway.getAccount().address).toBeUndefined();
    expect(gangway.connections.getState().namespaces.eip155?.current).toBeUndefined();
    expect(storage.dump()).not.toHaveProperty(connectorKey('eip155'));
  });

  it('rejects an unknown connector with the catalogue message', async () => {
    const { gangway } = setup();
    gangway.start();
    await expect(gangway.connect({ connectorId: 'nope', namespace: 'eip155' })).rejects.toThrow(
      ERROR_MESSAGES.CONNECTOR_NOT_FOUND({ connectorId: 'nope' }),
    );
  });
});

describe('disconnect', () => {
  it('resets the account, forgets the connector, stores disconnected and closes the modal', async () => {
    const { adapter, gangway, storage } = await connected();
    gangway.open();
    await gangway.disconnect();
    expect(adapter.calls.at(-1)).toEqual({
      method: 'disconnect',
      params: { connector: fakeConnector() },
    });
    expect(gangway.getAccount()).toMatchObject({
      status: 'disconnected',
      preferredAccountType: 'smartAccount',
    });
    expect(gangway.getAccount().address).toBeUndefined();
    expect(gangway.modal.getState().open).toBe(false);
    expect(storage.dump()).toMatchObject({ [STORAGE_KEYS.connectionStatus]: 'disconnected' });
    expect(storage.dump()).not.toHaveProperty(connectorKey('eip155'));
  });

  it('keeps the modal open when told to, and clears state even when the wallet fails', async () => {
    const { adapter, gangway } = await connected();
    adapter.behaviour.disconnect = async () => {
      throw new Error('boom');
    };
    gangway.open();
    await expect(gangway.disconnect({ closeModal: false })).rejects.toThrow(
      ERROR_MESSAGES.DISCONNECT_FAILED({ reason: 'boom' }),
    );
    expect(gangway.modal.getState().open).toBe(true);
    expect(gangway.getAccount().status).toBe('disconnected');
  });
});

describe('network switching', () => {
  it('asks the connected wallet, then makes the network active', async () => {
    const { adapter, gangway } = await connected();
    await gangway.switchNetwork(testPolygon);
    expect(adapter.calls.at(-1)).toMatchObject({ method: 'switchNetwork', params: { network: testPolygon } });
    expect(gangway.getActiveNetwork()).toBe(testPolygon);
    expect(gangway.getAccount().caipAddress).toBe(`eip155:137:${FAKE_ADDRESS}`);
  });

  it('only sets the network when no wallet is connected', async () => {
    const { adapter, gangway, storage } = setup();
    await gangway.switchNetwork(testBase.caipNetworkId);
    expect(adapter.calls).toEqual([]);
    expect(gangway.getActiveNetwork()).toBe(testBase);
    expect(storage.dump()[STORAGE_KEYS.activeNetworkId]).toBe('eip155:8453');
  });

  it("raises 'Network Not Found' for a network that is not configured", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { gangway } = setup({ debug: true });
    await expect(gangway.switchNetwork(OPTIMISM)).rejects.toThrow(ERROR_MESSAGES.NETWORK_NOT_FOUND);
    expect(gangway.alert.getState().alert?.code).toBe('NETWORK_NOT_FOUND');
  });

  it('goes back one view and keeps the network when the wallet refuses', async () => {
    const { adapter, gangway } = await connected();
    adapter.behaviour.switchNetwork = async () => {
      throw new GangwayError('USER_REJECTED');
    };
    gangway.open('Networks');
    gangway.modal.getState().push('SwitchNetwork', { caipNetworkId: testPolygon.caipNetworkId });
    await expect(gangway.switchNetwork(testPolygon)).rejects.toThrow(ERROR_MESSAGES.USER_REJECTED);
    expect(currentView(gangway.modal.getState())?.view).toBe('Networks');
    expect(gangway.getActiveNetwork()).toBe(testMainnet);
  });
  it("says 'Failed to switch network' when the wallet fails without a catalogue message", async () => {
    const { adapter, gangway } = await connected();
    const cause = new Error('wallet exploded');
    adapter.behaviour.switchNetwork = async () => {
      throw cause;
    };
    gangway.open('Networks');
    gangway.modal.getState().push('SwitchNetwork', { caipNetworkId: testPolygon.caipNetworkId });
    const failure = await gangway.switchNetwork(testPolygon).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GangwayError);
    expect(failure).toMatchObject({ code: 'SWITCH_NETWORK_FAILED', cause });
    expect((failure as Error).message).toBe(USER_MESSAGES.SWITCH_NETWORK_FAILED);
    expect(gangway.toast.getState().toast?.message).toEqual({
      code: 'SWITCH_NETWORK_FAILED',
      text: USER_MESSAGES.SWITCH_NETWORK_FAILED,
    });
  });
});

describe('native balance', () => {
  it('is cached per account and network for 30 s (SPEC §9), and read again after a transaction', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { adapter, gangway } = await connected();
      const reads = vi.fn(adapter.behaviour.balance);
      adapter.behaviour.balance = reads;
      await vi.waitFor(() => expect(gangway.getAccount().balance).toBe('1.234567'));
      await gangway.switchNetwork(testPolygon);
      await gangway.switchNetwork(testMainnet);
      await flush();
      // Polygon was read; Ethereum came from the cache.
      expect(reads.mock.calls.map(([params]) => params.network)).toEqual([testPolygon]);
      expect(gangway.getAccount().balance).toBe('1.234567');
      vi.setSystemTime(Date.now() + CACHE_TTL_MS.nativeBalance + 1);
      await gangway.switchNetwork(testPolygon);
      await flush();
      expect(reads).toHaveBeenCalledTimes(2);
      await gangway.sendTransaction({ namespace: 'eip155', to: FAKE_ADDRESS, value: 1n });
      await flush();
      expect(reads).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('wallet events and the UnsupportedChain view', () => {
  const chainChanged = (adapter: FakeAdapter, caipNetworkId: CaipNetworkId) =>
    adapter.emit({ type: 'chainChanged', connectorId: 'io.gangway.fake', caipNetworkId });

  it('shows UnsupportedChain when the wallet moves to a network the app did not request', async () => {
    const { adapter, gangway } = await connected();
    chainChanged(adapter, OPTIMISM);
    expect(gangway.getActiveNetwork()).toMatchObject({ caipNetworkId: OPTIMISM, unsupported: true });
    expect(gangway.modal.getState().open).toBe(true);
    expect(currentView(gangway.modal.getState())?.view).toBe('UnsupportedChain');
    expect(gangway.getAccount().balance).toBeUndefined();
  });

  it.each([[{ allowUnsupportedChain: true }], [{ enableNetworkSwitch: false }]])(
    'suppresses UnsupportedChain with %o',
    async (options) => {
      const { adapter, gangway } = await connected(options);
      chainChanged(adapter, OPTIMISM);
      expect(gangway.getActiveNetwork()?.unsupported).toBe(true);
      expect(gangway.modal.getState().open).toBe(false);
    },
  );

  it('closes the modal when switching away from an unsupported network', async () => {
    const { adapter, gangway } = await connected();
    chainChanged(adapter, OPTIMISM);
    await gangway.switchNetwork(testPolygon);
    expect(gangway.modal.getState().open).toBe(false);
    expect(gangway.getActiveNetwork()).toBe(testPolygon);
  });

  it('closes UnsupportedChain when the wallet itself comes back to a requested network', async () => {
    const { adapter, gangway } = await connected();
    chainChanged(adapter, OPTIMISM);
    chainChanged(adapter, testBase.caipNetworkId);
    expect(gangway.modal.getState().open).toBe(false);
    expect(gangway.getActiveNetwork()).toBe(testBase);
  });

  it('follows an account change and disconnects when the wallet reports no accounts', async () => {
    const { adapter, gangway } = await connected();
    const other = '0x2222222222222222222222222222222222222222';
    adapter.emit({ type: 'accountsChanged', connectorId: 'io.gangway.fake', accounts: [{ address: other }] });
    expect(gangway.getAccount()).toMatchObject({ address: other, caipAddress: `eip155:1:${other}` });
    adapter.emit({ type: 'accountsChanged', connectorId: 'io.gangway.fake', accounts: [] });
    expect(gangway.getAccount().status).toBe('disconnected');
  });

  it('ignores events from connectors that are not the active one', async () => {
    const { adapter, gangway } = await connected();
    adapter.emit({ type: 'disconnected', connectorId: 'someone-else' });
    expect(gangway.getAccount().status).toBe('connected');
    adapter.emit({ type: 'disconnected', connectorId: 'io.gangway.fake' });
    expect(gangway.getAccount().status).toBe('disconnected');
  });
});

describe('startup sync', () => {
  const stored = {
    [connectorKey('eip155')]: 'io.gangway.fake',
    [STORAGE_KEYS.connectionStatus]: 'connected',
    [STORAGE_KEYS.activeNamespace]: 'eip155',
    [STORAGE_KEYS.activeNetworkId]: 'eip155:137',
  };

  it('restores the stored connection on the stored network, connecting while it syncs', async () => {
    const { adapter, gangway } = setup({}, stored);
    let release: () => void = () => undefined;
    adapter.behaviour.reconnect = ({ network }) =>
      new Promise((resolve) => {
        release = () => resolve(fakeConnection(network.caipNetworkId));
      });
    gangway.start();
    await flush();
    expect(gangway.getAccount().status).toBe('connecting');
    expect(adapter.calls[0]).toMatchObject({ method: 'reconnect', params: { network: testPolygon } });
    release();
    await gangway.ready;
    expect(gangway.getAccount()).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:137:${FAKE_ADDRESS}`,
    });
  });

  it('does not reconnect when enableReconnect is off', async () => {
    const { adapter, gangway } = setup({ enableReconnect: false }, stored);
    gangway.start();
    await gangway.ready;
    expect(adapter.calls).toEqual([]);
    expect(gangway.getAccount().status).toBe('disconnected');
  });

  it('forgets a connection the wallet no longer grants', async () => {
    const { adapter, gangway, storage } = setup({}, stored);
    adapter.behaviour.reconnect = async () => null;
    gangway.start();
    await gangway.ready;
    expect(gangway.getAccount().status).toBe('disconnected');
    expect(storage.dump()).not.toHaveProperty(connectorKey('eip155'));
  });

  it('turns disconnected on a failed sync', async () => {
    const { adapter, gangway } = setup({}, stored);
    adapter.behaviour.reconnect = async () => {
      throw new Error('wallet exploded');
    };
    gangway.start();
    await gangway.ready;
    expect(gangway.getAccount().status).toBe('disconnected');
  });

  it('keeps the stored connector when the wallet is not present, without a stuck spinner', async () => {
    vi.useFakeTimers();
    try {
      const { adapter, gangway, storage } = setup({}, stored);
      adapter.announce([]);
      gangway.start();
      await vi.advanceTimersByTimeAsync(1_000);
      await gangway.ready;
      expect(gangway.getAccount().status).toBe('disconnected');
      expect(storage.dump()[connectorKey('eip155')]).toBe('io.gangway.fake');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores an invalid stored status and a stored network that is not requested', async () => {
    const { adapter, gangway } = setup(
      {},
      { ...stored, [STORAGE_KEYS.connectionStatus]: 'weird', [STORAGE_KEYS.activeNetworkId]: 'eip155:10' },
    );
    adapter.behaviour.reconnect = async () => null;
    gangway.start();
    await gangway.ready;
    expect(gangway.getActiveNetwork()).toBe(testMainnet);
  });
  it('syncs once per instance: a stop and restart (StrictMode remount) only resubscribes', async () => {
    const { adapter, gangway } = setup({}, stored);
    const stop = gangway.start();
    await gangway.ready;
    stop();
    gangway.start();
    await flush();
    expect(adapter.calls.filter((call) => call.method === 'reconnect')).toHaveLength(1);
    adapter.announce([fakeConnector(), fakeConnector({ id: 'io.gangway.other', name: 'Other' })]);
    expect(gangway.connectors.getState().connectors).toHaveLength(2);
  });
});

describe('networks at run time', () => {
  it('fall back to the first remaining network when the active one is removed (SPEC §4)', () => {
    const { gangway } = setup({ defaultNetwork: testPolygon });
    removeNetwork(gangway, testPolygon.caipNetworkId);
    expect(gangway.getActiveNetwork()).toBe(testMainnet);
    expect(gangway.networks.getState().requested).toEqual([testMainnet, testBase]);
  });

  it('need an adapter for their namespace (SPEC §5)', () => {
    const { gangway } = setup();
    const solana = { ...testMainnet, caipNetworkId: 'solana:abc', chainNamespace: 'solana' } as never;
    expect(() => addNetwork(gangway, solana)).toThrow(
      ERROR_MESSAGES.ADAPTER_FOR_NAMESPACE_NOT_FOUND({ namespace: 'solana' }),
    );
    addNetwork(gangway, testBase);
    expect(gangway.networks.getState().requested).toHaveLength(3);
  });
});

describe('connectors from more than one source', () => {
  it("keep a core connector when the adapter announces, and hand the adapter the connector's provider", async () => {
    const { adapter, gangway } = setup();
    gangway.start();
    await gangway.ready;
    const provider = { request: async () => null };
    gangway.connectors
      .getState()
      .setSourceConnectors('core:walletconnect', [
        fakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', provider }),
      ]);
    adapter.announce([fakeConnector({ id: 'io.gangway.later', name: 'Later' })]);
    expect(gangway.connectors.getState().connectors.map((c) => c.id)).toEqual([
      'walletConnect',
      'io.gangway.later',
    ]);
    await gangway.connect({ connectorId: 'walletConnect', namespace: 'eip155' });
    const call = adapter.calls.find((entry) => entry.method === 'connect');
    expect((call?.params as { connector: { provider: unknown } } | undefined)?.connector.provider).toBe(
      provider,
    );
    expect(gangway.getAccount().status).toBe('connected');
  });
});

describe('signing and sending through the connected wallet', () => {
  it('signs with the connected address and sends from it on the active network, then refreshes the balance', async () => {
    const { adapter, gangway } = await connected();
    await expect(gangway.signMessage({ message: 'hello' })).resolves.toBe('0xsignature');
    expect(adapter.calls.find((call) => call.method === 'signMessage')?.params).toMatchObject({
      address: FAKE_ADDRESS,
      message: 'hello',
      connector: { id: 'io.gangway.fake' },
    });
    const reads = vi.fn(adapter.behaviour.balance);
    adapter.behaviour.balance = reads;
    await expect(gangway.sendTransaction({ namespace: 'eip155', to: FAKE_ADDRESS, value: 1n })).resolves.toBe(
      '0xhash',
    );
    expect(adapter.calls.find((call) => call.method === 'sendTransaction')?.params).toMatchObject({
      from: FAKE_ADDRESS,
      to: FAKE_ADDRESS,
      value: 1n,
      network: testMainnet,
    });
    expect(reads).toHaveBeenCalled();
  });

  it("says 'Please call connect() before request()' when no wallet is connected", async () => {
    const { gangway } = setup();
    gangway.start();
    await expect(gangway.signMessage({ message: 'x' })).rejects.toThrow(
      ERROR_MESSAGES.CONNECT_BEFORE_REQUEST,
    );
    await expect(gangway.sendTransaction({ to: FAKE_ADDRESS, value: 0n })).rejects.toThrow(
      ERROR_MESSAGES.CONNECT_BEFORE_REQUEST,
    );
  });

  it('types a connection by what its accounts are, not by the embedded-wallet default', async () => {
    const { adapter, gangway } = setup();
    adapter.behaviour.connect = async ({ network }) => ({
      connectorId: 'io.gangway.fake',
      accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }],
      caipNetworkId: network.caipNetworkId,
    });
    gangway.start();
    await gangway.connect({ connectorId: 'io.gangway.fake', namespace: 'eip155' });
    expect(gangway.getAccount()).toMatchObject({ accountType: 'eoa', preferredAccountType: 'smartAccount' });
  });
});
