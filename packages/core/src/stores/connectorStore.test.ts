import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONNECTOR_TYPES, type Connector } from '../connectors/Connector.ts';
import { connectorKey, createConnectorStore, dedupeAndOrder } from './connectorStore.ts';

const connector = (id: string, type: Connector['type'], name = id): Connector => ({
  id,
  name,
  type,
  chain: 'eip155',
});

describe('connectors', () => {
  it('are de-duplicated by id, name and chain', () => {
    const list = dedupeAndOrder([
      connector('a', 'ANNOUNCED'),
      connector('a', 'ANNOUNCED'),
      connector('a', 'ANNOUNCED', 'Other name'),
      { ...connector('a', 'ANNOUNCED'), chain: 'solana' },
    ]);
    expect(list).toHaveLength(3);
  });

  it('are ordered walletConnect, injected kinds, external, keeping discovery order within a type', () => {
    const list = dedupeAndOrder([
      connector('ext', 'EXTERNAL'),
      connector('inj', 'INJECTED'),
      connector('ann2', 'ANNOUNCED'),
      connector('wc', 'WALLET_CONNECT'),
      connector('ann1', 'ANNOUNCED'),
    ]);
    expect(list.map((c) => c.id)).toEqual(['wc', 'ann2', 'ann1', 'inj', 'ext']);
  });

  it('never lose a distinct connector nor keep a duplicate (property)', () => {
    const arbitrary = fc.record({
      id: fc.constantFrom('a', 'b', 'c'),
      name: fc.constantFrom('A', 'B'),
      type: fc.constantFrom(...CONNECTOR_TYPES),
      chain: fc.constantFrom('eip155' as const, 'solana' as const),
    });
    fc.assert(
      fc.property(fc.array(arbitrary, { maxLength: 30 }), (input) => {
        const output = dedupeAndOrder(input);
        const keys = output.map(connectorKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(input.map(connectorKey)));
      }),
    );
  });

  it('replace only the source that reports, so a core connector survives an adapter announcement', () => {
    const store = createConnectorStore();
    store
      .getState()
      .setSourceConnectors('adapter:eip155', [connector('a', 'ANNOUNCED'), connector('b', 'INJECTED')]);
    store.getState().setSourceConnectors('core:walletconnect', [connector('wc', 'WALLET_CONNECT')]);
    store
      .getState()
      .setSourceConnectors('adapter:solana', [{ ...connector('s', 'ANNOUNCED'), chain: 'solana' }]);
    store.getState().setSourceConnectors('adapter:eip155', [connector('b', 'INJECTED')]);
    expect(store.getState().connectors.map((c) => c.id)).toEqual(['wc', 's', 'b']);
    store.getState().setSourceConnectors('core:walletconnect', []);
    expect(
      store
        .getState()
        .connectors.map((c) => c.id)
        .sort(),
    ).toEqual(['b', 's']);
  });
});
