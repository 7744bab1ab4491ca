import type { CaipNetworkId, HistoryItem } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { amountPrefix, groupByDay, isVisible, mergeHistory } from './visibleHistory.ts';

const CHAIN = 'eip155:1' as CaipNetworkId;

function item(
  id: string,
  minedAt: string,
  spam: boolean[] = [false],
  overrides: Partial<HistoryItem['metadata']> = {},
): HistoryItem {
  return {
    id,
    metadata: {
      minedAt,
      chain: CHAIN,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: 'a',
      sentTo: 'b',
      ...overrides,
    },
    transfers: spam.map((is_spam) => ({
      direction: 'out',
      quantity: { decimals: '18', numeric: '1' },
      is_spam,
    })),
  };
}

describe('visible history', () => {
  it('hides a transaction only when every transfer is spam, and other chains', () => {
    expect(isVisible(item('a', '2026-01-01T10:00:00Z', [true, false]), CHAIN)).toBe(true);
    expect(isVisible(item('b', '2026-01-01T10:00:00Z', [true, true]), CHAIN)).toBe(false);
    expect(isVisible(item('c', '2026-01-01T10:00:00Z'), 'eip155:137')).toBe(false);
    expect(isVisible(item('d', '2026-01-01T10:00:00Z', []), CHAIN)).toBe(true);
  });

  it('treats an NFT flagged spam as spam', () => {
    const nft = item('e', '2026-01-01T10:00:00Z');
    nft.transfers[0] = {
      ...nft.transfers[0]!,
      nft_info: {
        name: 'x',
        collection: 'eip155:1:0x0000000000000000000000000000000000000001' as never,
        tokenId: '1',
        content: { preview: { url: null } },
        flags: { is_spam: true },
      },
    };
    expect(isVisible(nft, CHAIN)).toBe(false);
  });

  it('puts sent transactions first until the history has them', () => {
    const sent = item('x', '2026-01-02T10:00:00Z', [false], { status: 'pending' });
    const old = item('y', '2026-01-01T10:00:00Z');
    expect(mergeHistory([sent], [old]).map((each) => each.id)).toEqual(['x', 'y']);
    const confirmed = { ...sent, metadata: { ...sent.metadata, status: 'confirmed' as const } };
    expect(mergeHistory([sent], [confirmed, old])).toEqual([confirmed, old]);
  });

  it('groups by day', () => {
    const days = groupByDay([
      item('a', '2026-01-02T12:00:00'),
      item('b', '2026-01-02T08:00:00'),
      item('c', '2026-01-01T12:00:00'),
    ]);
    expect(days.map((day) => [day.day, day.items.map((each) => each.id)])).toEqual([
      ['2026-01-02', ['a', 'b']],
      ['2026-01-01', ['c']],
    ]);
  });

  it('signs amounts by operation type, else by direction', () => {
    const received = item('a', '2026-01-01T00:00:00Z', [false], { operationType: 'receive' });
    expect(amountPrefix(received, received.transfers[0]!)).toBe('+');
    const burned = item('b', '2026-01-01T00:00:00Z', [false], { operationType: 'burn' });
    expect(amountPrefix(burned, burned.transfers[0]!)).toBe('-');
    const sent = item('c', '2026-01-01T00:00:00Z');
    expect(amountPrefix(sent, sent.transfers[0]!)).toBe('-');
    expect(amountPrefix(sent, { ...sent.transfers[0]!, direction: 'in' })).toBe('+');
    expect(amountPrefix(sent, { ...sent.transfers[0]!, direction: 'self' })).toBe('');
  });
});
