import { USER_MESSAGES } from '@gangway/core/internal';
import type { CaipNetworkId } from '@gangway/protocol';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FAKE_API_URL,
  type FakeServer,
  installFakeServer,
  tokenBalance,
} from '../../../testing/fakeServer.ts';
import { connectHarness, modal, renderWithGangway, settle } from '../../../testing/renderWithGangway.tsx';

const MAINNET = [
  tokenBalance('USDT', '1000000', 1_000_000, { name: 'Tether USD' }),
  tokenBalance('GWAY', '1000000', 2_000_000, { name: 'Gangway Token' }),
  tokenBalance('ZERO', '1000', 0, { quantity: { decimals: '0', numeric: '1000' } }),
  tokenBalance('ETH', '8999.969724351093479973', 26_999_909.17),
  tokenBalance('USDC', '1000000', 1_000_000, { name: 'USD Coin' }),
];
const POLYGON = [tokenBalance('POL', '10000', 5000, { chainId: 'eip155:137' as CaipNetworkId, name: 'POL' })];

function balancesFor(chainId: string) {
  return chainId === 'eip155:137' ? POLYGON : MAINNET;
}

async function openAccount(setup: (server: FakeServer) => void = () => undefined, options = {}) {
  const server = installFakeServer([], balancesFor);
  setup(server);
  const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL, ...options });
  harness.gangway.start();
  await connectHarness(harness);
  act(() => harness.gangway.open());
  await settle();
  return { ...harness, server };
}

function rows() {
  return [...modal().getByTestId('gw-tokens').querySelectorAll('li')].map((row) => ({
    symbol: row.dataset.testid?.replace('gw-token-', ''),
    amount: row.querySelector('[data-testid="gw-token-amount"]')?.textContent,
    value: row.querySelector('[data-testid="gw-token-value"]')?.textContent,
  }));
}

describe('Account view: tokens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the tokens, native first then by value, with 2-decimal amounts, USD values and the total', async () => {
    await openAccount();
    await waitFor(() => expect(modal().queryByTestId('gw-token-ETH')).not.toBeNull());
    expect(rows()).toEqual([
      { symbol: 'ETH', amount: '8,999.96 ETH', value: '$26,999,909.17' },
      { symbol: 'GWAY', amount: '1,000,000.00 GWAY', value: '$2,000,000.00' },
      { symbol: 'USDT', amount: '1,000,000.00 USDT', value: '$1,000,000.00' },
      { symbol: 'USDC', amount: '1,000,000.00 USDC', value: '$1,000,000.00' },
    ]);
    expect(modal().getByTestId('gw-tokens-total').textContent).toBe('Total value: $30,999,909.17');
    expect(modal().getByRole('heading', { name: 'Tokens' })).toBeTruthy();
    expect(modal().queryByTestId('gw-token-ZERO')).toBeNull();
  });

  it('shows placeholders while the balances load', async () => {
    let release: () => void = () => undefined;
    await openAccount((server) => {
      server.holdBalances = new Promise((resolve) => {
        release = resolve;
      });
    });
    await waitFor(() => expect(modal().queryByTestId('gw-tokens-loading')).not.toBeNull());
    expect(modal().getByTestId('gw-tokens').getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
    await waitFor(() => expect(modal().queryByTestId('gw-tokens-loading')).toBeNull());
    expect(rows()).toHaveLength(4);
  });

  it("shows 'Token Balance Unavailable' with a retry that asks the server again at once", async () => {
    const { server } = await openAccount((fake) => {
      fake.failBalances = true;
    });
    const note = await modal().findByTestId('gw-tokens-unavailable');
    expect(note.textContent).toContain(USER_MESSAGES.TOKEN_BALANCE_UNAVAILABLE);
    server.failBalances = false;
    fireEvent.click(modal().getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    const balanceCalls = server.calls.filter((url) => url.pathname.endsWith('/balance'));
    expect(balanceCalls).toHaveLength(2);
    expect(balanceCalls[1]?.searchParams.get('forceUpdate')).toBeTruthy();
  });

  it('says balances are not available while the wallet is on a network the app does not support', async () => {
    const { adapter } = await openAccount(() => undefined, { allowUnsupportedChain: true });
    await waitFor(() => expect(rows()).toHaveLength(4));
    act(() =>
      adapter.emit({
        type: 'chainChanged',
        connectorId: 'io.gangway.fake',
        caipNetworkId: 'eip155:10' as never,
      }),
    );
    expect(await modal().findByTestId('gw-tokens-unsupported')).toBeTruthy();
    expect(modal().getByTestId('gw-tokens-unsupported').textContent).toContain(
      'Token balances are not available on this network.',
    );
  });

  it('lists the new network’s tokens after a network switch', async () => {
    const { gangway } = await openAccount();
    await waitFor(() => expect(rows()).toHaveLength(4));
    await act(async () => {
      await gangway.switchNetwork('eip155:137' as never);
    });
    await waitFor(() => expect(modal().queryByTestId('gw-token-POL')).not.toBeNull());
    expect(rows()).toEqual([{ symbol: 'POL', amount: '10,000.00 POL', value: '$5,000.00' }]);
  });

  it('shows no token list without a server', async () => {
    const harness = renderWithGangway(null, {});
    harness.gangway.start();
    await connectHarness(harness);
    act(() => harness.gangway.open());
    await settle();
    expect(modal().getByTestId('gw-view-Account')).toBeTruthy();
    expect(modal().queryByTestId('gw-tokens')).toBeNull();
  });
});
