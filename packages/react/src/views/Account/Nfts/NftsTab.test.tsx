import type { Nft } from '@gangway/protocol';
import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_API_URL, type FakeServer, installFakeServer } from '../../../testing/fakeServer.ts';
import { connectHarness, modal, renderWithGangway, settle } from '../../../testing/renderWithGangway.tsx';

function nft(tokenId: string, overrides: Partial<Nft> = {}): Nft {
  return {
    chainId: 'eip155:1' as Nft['chainId'],
    collection: 'eip155:1:0x5fbdb2315678afecb367f032d93f642f64180aa3' as Nft['collection'],
    collectionName: 'Gangway Gems',
    tokenId,
    standard: 'erc721',
    amount: '1',
    name: `Gem #${tokenId}`,
    previewUrl: `${FAKE_API_URL}/public/getTokenImage/gem-${tokenId}`,
    ...overrides,
  };
}

async function openNfts(setup: (server: FakeServer) => void = () => undefined) {
  const server = installFakeServer([]);
  setup(server);
  const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL });
  harness.gangway.start();
  await connectHarness(harness);
  act(() => harness.gangway.open());
  await settle();
  fireEvent.click(modal().getByRole('tab', { name: 'NFTs' }));
  await settle();
  return { ...harness, server };
}

describe('Account view: NFTs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each NFT with its name and preview image, the ERC-1155 amount, and pages with the cursor', async () => {
    const { server } = await openNfts((s) => {
      s.nfts = (_chain, cursor) =>
        cursor === 'next'
          ? { data: [nft('3')], next: null }
          : { data: [nft('1'), nft('2', { standard: 'erc1155', amount: '5', name: 'Badge' })], next: 'next' };
    });
    await modal().findByTestId('gw-nfts');
    expect(modal().getByRole('img', { name: 'Gem #1' }).getAttribute('src')).toContain(
      '/public/getTokenImage/gem-1',
    );
    expect(modal().getByTestId('gw-nft-2').textContent).toContain('Badge ×5');
    fireEvent.click(modal().getByTestId('gw-nfts-more'));
    await settle();
    expect(modal().getByTestId('gw-nft-3')).toBeTruthy();
    const asked = server.calls.filter((url) => url.pathname.endsWith('/nfts'));
    expect(asked.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'next']);
    expect(asked[0]?.searchParams.get('chainId')).toBe('eip155:1');
  });

  it('shows the empty state', async () => {
    await openNfts();
    expect(await modal().findByTestId('gw-nfts-empty')).toBeTruthy();
  });

  it('says when the NFTs could not be loaded', async () => {
    await openNfts((s) => {
      s.failNfts = true;
    });
    expect(await modal().findByTestId('gw-nfts-failed')).toBeTruthy();
  });
});
