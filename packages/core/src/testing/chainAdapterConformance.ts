// The ChainAdapter contract (adapter/ChainAdapter.ts) as one suite that every family's adapter runs in its own
// package (evm, solana, bitcoin, and any later one) against its own test wallet and local chain. What a family does
// beyond the contract (its wallets' protocols, its transactions) stays in that package's own tests.

import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdapterEvent, ChainAdapter } from '../adapter/ChainAdapter.ts';
import type { Connector } from '../connectors/Connector.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';

/** A test wallet of the family, installed in the page. */
export interface ConformanceWallet {
  /** Its name in the adapter's discovery. */
  name: string;
  /** Makes it refuse whatever it is asked from now on (connect, sign). */
  refuse(): void;
  /** Takes it out of the page. */
  remove(): void;
}

export interface ConformanceFixture<N extends ChainNamespace> {
  namespace: N;
  /** Starts what the family's wallet and reads need (a local chain), once; returns how to stop it. */
  start?(): Promise<() => unknown>;
  /** A new adapter, not set up yet. */
  createAdapter(): ChainAdapter<N>;
  /** The networks an app requests; the wallet serves the first, and its native balance is read there. */
  networks(): readonly [CaipNetwork<N>, ...CaipNetwork<N>[]];
  /** Installs a new wallet of the family in the page, approving what it is asked. */
  installWallet(): Promise<ConformanceWallet>;
  /** Addresses of the family, and strings that are not one. */
  addresses: { valid: readonly string[]; invalid: readonly string[] };
  /** Whether the widget sends in this family: its runtime carries the family's transfers (FamilyTransfers). */
  sends: boolean;
}

/** Expects `promise` to reject with a GangwayError (adapters throw nothing else), of `code` when given. */
async function rejectsWithGangwayError(promise: Promise<unknown>, code?: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GangwayError);
  if (code !== undefined) expect((error as GangwayError).code).toBe(code);
}

export function describeChainAdapterConformance<N extends ChainNamespace>(
  name: string,
  fixture: ConformanceFixture<N>,
): void {
  describe(`${name}: the ChainAdapter contract`, () => {
    let stop: (() => unknown) | undefined;
    beforeAll(async () => {
      stop = await fixture.start?.();
    });
    afterAll(async () => {
      await stop?.();
    });
    const installed: ConformanceWallet[] = [];
    afterEach(() => {
      for (const wallet of installed.splice(0)) wallet.remove();
    });

    /** An adapter set up with the fixture's networks, watching the page, with a new wallet installed. */
    async function setUp() {
      const wallet = await fixture.installWallet();
      installed.push(wallet);
      const networks = fixture.networks();
      const adapter = fixture.createAdapter();
      adapter.setup({ networks });
      let connectors: readonly Connector[] = [];
      adapter.watchConnectors((list) => {
        connectors = list;
      });
      const connector = connectors.find((candidate) => candidate.name === wallet.name);
      if (!connector) throw new Error(`${wallet.name} was not discovered`);
      const events: AdapterEvent[] = [];
      adapter.subscribe((event) => events.push(event));
      return { adapter, wallet, connector, connectors, networks, network: networks[0], events };
    }

    /** Another adapter of the family, set up like the first: a page load later. */
    function later(networks: readonly CaipNetwork<N>[]) {
      const adapter = fixture.createAdapter();
      adapter.setup({ networks });
      return adapter;
    }

    it('names its namespace, and sets up and discovers without a network request', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      try {
        const { adapter, connectors } = await setUp();
        expect(adapter.namespace).toBe(fixture.namespace);
        expect(fetchSpy).not.toHaveBeenCalled();
        for (const connector of connectors) {
          expect(connector).toMatchObject({ chain: fixture.namespace, id: expect.any(String) });
          expect(connector.name).not.toBe('');
        }
      } finally {
        fetchSpy.mockRestore();
      }
    });

    it('calls a watcher back at once, and not after it stops watching', async () => {
      const { adapter } = await setUp();
      const seen: (readonly Connector[])[] = [];
      const unwatch = adapter.watchConnectors((list) => seen.push(list));
      expect(seen).toHaveLength(1);
      unwatch();
      const count = seen.length;
      const other = await fixture.installWallet();
      installed.push(other);
      expect(seen).toHaveLength(count);
      expect(typeof adapter.subscribe(() => undefined)).toBe('function');
    });

    it('tells its addresses from anything else', () => {
      const adapter = fixture.createAdapter();
      for (const address of fixture.addresses.valid) expect(adapter.isAddress(address), address).toBe(true);
      for (const value of fixture.addresses.invalid) expect(adapter.isAddress(value), value).toBe(false);
    });

    it('has nothing to undo when disconnected before any connect', async () => {
      const { connector, networks } = await setUp();
      await expect(later(networks).disconnect({ connector })).resolves.toBeUndefined();
    });

    it("connects the wallet's accounts on a network of its namespace, and restores them without asking", async () => {
      const { adapter, connector, network, networks } = await setUp();
      const connection = await adapter.connect({ connector, network });
      expect(connection.connectorId).toBe(connector.id);
      expect(connection.caipNetworkId.startsWith(`${fixture.namespace}:`)).toBe(true);
      expect(connection.accounts.length).toBeGreaterThan(0);
      for (const account of connection.accounts) expect(adapter.isAddress(account.address)).toBe(true);
      const restored = await later(networks).reconnect({ connector, network });
      expect(restored?.accounts.map((account) => account.address)).toEqual(
        connection.accounts.map((account) => account.address),
      );
    });

    it('signs a message with the connected address and reads its native balance from the network', async () => {
      const { adapter, connector, network } = await setUp();
      const { accounts } = await adapter.connect({ connector, network });
      const address = accounts[0].address;
      const signature = await adapter.signMessage({ connector, address, message: 'Sign in to Gangway' });
      expect(typeof signature).toBe('string');
      expect(signature).not.toBe('');
      const balance = await adapter.getNativeBalance({ address, network });
      expect(typeof balance.value).toBe('bigint');
      expect(balance.value >= 0n).toBe(true);
      expect(balance).toMatchObject({
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      });
    });

    it('says CONNECTION_REJECTED when the wallet refuses to connect, and USER_REJECTED when it refuses to sign', async () => {
      const { adapter, wallet, connector, network } = await setUp();
      const { accounts } = await adapter.connect({ connector, network });
      wallet.refuse();
      await rejectsWithGangwayError(
        adapter.signMessage({ connector, address: accounts[0].address, message: 'no' }),
        'USER_REJECTED',
      );
      const refused = await setUp();
      refused.wallet.refuse();
      await rejectsWithGangwayError(
        refused.adapter.connect({ connector: refused.connector, network: refused.network }),
        'CONNECTION_REJECTED',
      );
    });

    it('restores nothing once disconnected', async () => {
      const { adapter, connector, network, networks } = await setUp();
      await adapter.connect({ connector, network });
      await adapter.disconnect({ connector });
      await expect(later(networks).reconnect({ connector, network })).resolves.toBeNull();
    });

    it('restores nothing for a connector without a wallet behind it, and cannot connect it', async () => {
      const { network, networks } = await setUp();
      const bare: Connector = { id: 'gone', name: 'Gone', type: 'ANNOUNCED', chain: fixture.namespace };
      await expect(later(networks).reconnect({ connector: bare, network })).resolves.toBeNull();
      await rejectsWithGangwayError(later(networks).connect({ connector: bare, network }));
    });

    it(
      fixture.sends
        ? "carries the family's transfers (Send) in its runtime"
        : 'carries no transfers: the widget does not send in this family',
      async () => {
        const { adapter } = await setUp();
        const transfers = await adapter.transfers?.();
        if (!fixture.sends) return expect(transfers).toBeUndefined();
        const [receiver] = fixture.addresses.valid;
        expect(transfers?.transfer(receiver ?? '', 1n)).toMatchObject({ to: receiver, value: 1n });
        expect(typeof transfers?.estimateFee).toBe('function');
        expect(transfers?.probe({ call: async () => null }).droppedAfterMs).toBeGreaterThan(0);
      },
    );
  });
}
