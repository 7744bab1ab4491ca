import { defineNetwork } from '@gangway/core';
import { createFakeAdapter, testSolana } from '@gangway/core/testing';
import { ERROR_MESSAGES } from '@gangway/protocol';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';

/** An EVM network outside SPEC §9's twelve swap networks. */
const anvilLocal = defineNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSwapOn(options: Parameters<typeof renderWithGangway>[1], swapsOff = false) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response('{}', { status: 500 }));
  vi.stubGlobal('fetch', fetch);
  const harness = renderWithGangway(null, { apiUrl: 'http://127.0.0.1:9', ...options });
  harness.gangway.start();
  if (swapsOff)
    act(() => harness.gangway.features.setState((state) => ({ remote: { ...state.remote, swaps: false } })));
  act(() => harness.gangway.open('Swap'));
  await settle();
  return { fetch, unavailable: await modal().findByTestId('gw-swap-unavailable') };
}

describe('Swap view outside the swap networks', () => {
  it('says swaps are EVM-only on a Solana network, asking the server nothing', async () => {
    const { unavailable, fetch } = await openSwapOn({
      networks: [testSolana],
      adapters: [createFakeAdapter('solana')],
    });
    expect(unavailable.textContent).toBe('Swaps are available on EVM networks only: switch to one to swap.');
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/convert/'))).toEqual(
      [],
    );
  });

  it('says swaps are turned off when the project’s remote features turn them off, asking the server nothing', async () => {
    const ethereum = defineNetwork({ ...anvilLocal, id: 1, name: 'Ethereum' });
    const { unavailable, fetch } = await openSwapOn({ networks: [ethereum] }, true);
    expect(unavailable.textContent).toBe('Swaps are turned off for this app.');
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/convert/'))).toEqual(
      [],
    );
  });

  it('shows SPEC §8’s message on an EVM network outside SPEC §9’s swap list', async () => {
    const { unavailable, fetch } = await openSwapOn({ networks: [anvilLocal] });
    expect(unavailable.textContent).toBe(ERROR_MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED);
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/convert/'))).toEqual(
      [],
    );
  });
});
