// A widget instance over fake adapters of the three families, for the tests beside core's flows (actions/*.test.ts).
import { createGangway, type Gangway } from '../client/createGangway.ts';
import type { Connector } from '../connectors/Connector.ts';
import type { GangwayOptions } from '../options/GangwayOptions.ts';
import { createFakeAdapter, type FakeAdapter, fakeConnection, fakeConnector } from './fakeAdapter.ts';
import { createMemoryStorage } from './memoryStorage.ts';
import { testBitcoin, testMainnet, testPolygon, testSolana } from './networks.ts';

export const SOLANA_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
export const BITCOIN_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

/** The Dev Wallet in EVM and Solana, as its discovery announces it there. */
export const devEvm = fakeConnector({ id: 'io.dev', name: 'Dev Wallet', info: { rdns: 'io.dev' } });
export const devSolana = fakeConnector({ id: 'Dev Wallet', name: 'Dev Wallet', chain: 'solana' });

export interface FakeGangway {
  gangway: Gangway;
  evm: FakeAdapter<'eip155'>;
  solana: FakeAdapter<'solana'>;
  bitcoin: FakeAdapter<'bip122'>;
  storage: ReturnType<typeof createMemoryStorage>;
}

/**
 * Ethereum, Polygon, Solana and Bitcoin requested, the Dev Wallet announced in EVM and Solana; each fake adapter
 * connects with an address of its family on the network asked for. Not started.
 */
export function createFakeGangway(
  options: Partial<GangwayOptions> = {},
  stored: Record<string, string> = {},
): FakeGangway {
  const evm = createFakeAdapter();
  const solana = createFakeAdapter('solana');
  const bitcoin = createFakeAdapter('bip122');
  evm.announce([devEvm]);
  solana.announce([devSolana]);
  const answer = (adapter: FakeAdapter<never>, address: string) => {
    adapter.behaviour.connect = async ({ connector, network }) =>
      fakeConnection(network.caipNetworkId, address, connector.id);
    adapter.behaviour.reconnect = adapter.behaviour.connect;
  };
  answer(evm as FakeAdapter<never>, '0x1111111111111111111111111111111111111111');
  answer(solana as FakeAdapter<never>, SOLANA_ADDRESS);
  answer(bitcoin as FakeAdapter<never>, BITCOIN_ADDRESS);
  const storage = createMemoryStorage(stored);
  const gangway = createGangway({
    projectId: 'test',
    networks: [testMainnet, testPolygon, testSolana, testBitcoin],
    adapters: [evm, solana, bitcoin],
    storage,
    ...options,
  });
  return { gangway, evm, solana, bitcoin, storage };
}

/** The connector ids connected per namespace, and the active namespace. */
export function connectionsOf(gangway: Gangway) {
  const { namespaces, activeNamespace } = gangway.connections.getState();
  const current = Object.fromEntries(
    Object.entries(namespaces)
      .filter(([, state]) => state?.current !== undefined)
      .map(([namespace, state]) => [namespace, state?.current]),
  );
  return { current, activeNamespace, chain: namespaces[activeNamespace]?.chain?.caipNetworkId };
}

/** A WalletConnect-like session's connectors: one per family, sharing the connector id. */
export function sessionConnectors(id: string, chains: readonly Connector['chain'][]): Connector[] {
  return chains.map((chain) => fakeConnector({ id, name: 'Phone Wallet', type: 'WALLET_CONNECT', chain }));
}
