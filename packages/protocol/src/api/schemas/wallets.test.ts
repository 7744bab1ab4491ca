import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SEARCH_WALLETS_ENTRIES } from '../../constants.ts';
import { testWalletListing } from '../../testing/walletListing.ts';
import {
  GetWalletsQuerySchema,
  GetWalletsResponseSchema,
  ImageParamsSchema,
  type WalletListing,
} from './wallets.ts';

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';
const listing: WalletListing = testWalletListing(METAMASK, {
  name: 'MetaMask',
  image_id: METAMASK,
  rdns: 'io.metamask',
  homepage: 'https://metamask.io',
  mobile_link: 'metamask://',
  injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
  chains: ['eip155:1', 'hedera:mainnet'],
});

describe('getWallets query', () => {
  it('reads numbers from strings and splits comma lists', () => {
    const query = z.parse(GetWalletsQuerySchema, {
      projectId: 'demo',
      st: 'gangway',
      sv: 'gangway-0.1.0',
      page: '2',
      entries: '40',
      include: 'a,b',
      exclude: '',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      search: 'meta',
      badge_type: 'certified',
    });
    expect(query).toMatchObject({ page: 2, entries: 40, include: ['a', 'b'], exclude: [], search: 'meta' });
    expect(query.chains).toHaveLength(2);
  });

  it('names the field of every bad parameter', () => {
    const bad = {
      projectId: 'demo',
      page: '0',
      entries: String(SEARCH_WALLETS_ENTRIES + 1),
      chains: 'eip155',
    };
    const result = z.safeParse(GetWalletsQuerySchema, bad);
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['page', 'entries', 'chains']));
  });

  it('never throws on arbitrary query objects', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('projectId', 'page', 'entries', 'include', 'chains'), fc.string()),
        (q) => {
          z.safeParse(GetWalletsQuerySchema, q);
        },
      ),
    );
  });
});

describe('getWallets answer and image ids', () => {
  it('accepts the listing shape and rejects a missing image id', () => {
    expect(z.parse(GetWalletsResponseSchema, { data: [listing], count: 1 }).data[0]).toEqual(listing);
    const { image_id: _, ...noImage } = listing;
    expect(z.safeParse(GetWalletsResponseSchema, { data: [noImage], count: 1 }).success).toBe(false);
  });

  it('takes ids of letters, digits and CAIP separators only', () => {
    expect(z.safeParse(ImageParamsSchema, { id: 'eip155:1' }).success).toBe(true);
    expect(z.safeParse(ImageParamsSchema, { id: '../etc/passwd' }).success).toBe(false);
  });
});
