import { createGangway } from '@gangway/core';
import { createFakeAdapter, createMemoryStorage, fakeConnector, testBitcoin } from '@gangway/core/testing';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GangwayProvider } from '../../GangwayProvider/GangwayProvider.tsx';
import { modal, settle } from '../../testing/renderWithGangway.tsx';

const PAYMENT = 'bcrt1qpaymentaddress000000000000000000000';
const ORDINAL = 'bcrt1pordinaladdress00000000000000000000000000000000000';

describe('Account: a connection with several addresses', () => {
  it('lists the payment and ordinal addresses, each with its balance and copy button', async () => {
    const bitcoin = createFakeAdapter('bip122');
    bitcoin.announce([fakeConnector({ id: 'btc:dev', name: 'Dev Wallet', chain: 'bip122' })]);
    bitcoin.behaviour.connect = async ({ network }) => ({
      connectorId: 'btc:dev',
      accounts: [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINAL, type: 'ordinal' },
      ],
      caipNetworkId: network.caipNetworkId,
    });
    bitcoin.behaviour.balance = async ({ address }) => ({
      value: address === PAYMENT ? 150_000_000n : 546n,
      decimals: 8,
      symbol: 'BTC',
    });
    const gangway = createGangway({
      projectId: 'test',
      networks: [testBitcoin],
      adapters: [bitcoin],
      storage: createMemoryStorage(),
    });
    render(<GangwayProvider gangway={gangway}>{null}</GangwayProvider>);
    gangway.start();
    await act(() => gangway.connect({ connectorId: 'btc:dev', namespace: 'bip122' }));
    act(() => gangway.open('Account'));
    await settle();

    expect(modal().getByTestId('gw-account-view-balance').textContent).toBe('1.500 BTC');
    const payment = modal().getByTestId('gw-address-payment');
    expect(payment.textContent).toContain('Payment');
    expect(payment.textContent).toContain('1.500 BTC');
    expect(payment.querySelector('[title]')?.getAttribute('title')).toBe(PAYMENT);
    const ordinal = modal().getByTestId('gw-address-ordinal');
    expect(ordinal.textContent).toContain('Ordinals');
    expect(ordinal.textContent).toContain('0.000 BTC');
    expect(modal().getByRole('button', { name: 'Copy ordinals address' })).toBeTruthy();
  });
});
