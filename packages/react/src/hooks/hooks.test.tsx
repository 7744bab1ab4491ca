import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GangwayProvider } from '../GangwayProvider/GangwayProvider.tsx';
import {
  connectHarness,
  createHarness,
  type Harness,
  settle,
  testPolygon,
} from '../testing/renderWithGangway.tsx';
import { useAccount } from './useAccount.ts';
import { useConnection, useConnections } from './useConnections.ts';
import { useConnectors } from './useConnectors.ts';
import { useDisconnect } from './useDisconnect.ts';
import { useGangway } from './useGangway.ts';
import { useGangwayModal } from './useGangwayModal.ts';
import { useNetwork } from './useNetwork.ts';
import { useTheme } from './useTheme.ts';

const FAKE_ADDRESS = '0x1111111111111111111111111111111111111111';

function wrapperFor(harness: Harness) {
  return ({ children }: { children: ReactNode }) => (
    <GangwayProvider gangway={harness.gangway}>{children}</GangwayProvider>
  );
}

function hook<T>(callback: () => T, harness = createHarness()) {
  return { harness, ...renderHook(callback, { wrapper: wrapperFor(harness) }) };
}

describe('hooks', () => {
  it('useGangway throws outside a provider and returns the instance inside', () => {
    expect(() => renderHook(() => useGangway())).toThrow('useGangway must be used inside <GangwayProvider>');
    const { result, harness } = hook(() => useGangway());
    expect(result.current).toBe(harness.gangway);
  });

  it('the provider can create the instance from options', () => {
    const { gangway } = createHarness();
    const { result } = renderHook(() => useNetwork(), {
      wrapper: ({ children }) => <GangwayProvider options={gangway.options}>{children}</GangwayProvider>,
    });
    expect(result.current.networks.map((network) => network.id)).toEqual([1, 137, 8453]);
  });

  it('useAccount follows the connection: disconnected, connected with balance, then disconnected', async () => {
    const { result, harness } = hook(() => useAccount());
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined });
    await connectHarness(harness);
    expect(result.current).toMatchObject({
      namespace: 'eip155',
      status: 'connected',
      isConnected: true,
      address: FAKE_ADDRESS,
      caipAddress: `eip155:1:${FAKE_ADDRESS}`,
      balance: '1.234567',
      balanceSymbol: 'ETH',
      wallet: { name: 'Fake Wallet' },
    });
    await act(() => harness.gangway.disconnect());
    expect(result.current.status).toBe('disconnected');
  });

  it('useConnections lists the connections with multiWallet on, and useConnection refuses without it', async () => {
    const on = hook(
      () => ({ list: useConnections(), one: useConnection() }),
      createHarness({ features: { multiWallet: true } }),
    );
    await connectHarness(on.harness);
    await vi.waitFor(() =>
      expect(on.result.current.list.connections).toMatchObject([
        { connectorId: 'io.gangway.fake', address: FAKE_ADDRESS, isActive: true, name: 'Fake Wallet' },
      ]),
    );
    expect(on.result.current.one.connection).toMatchObject({
      connectorId: 'io.gangway.fake',
      isActive: true,
    });

    const off = hook(
      () => ({ list: useConnections(), one: useConnection() }),
      createHarness({ debug: true }),
    );
    await connectHarness(off.harness);
    await vi.waitFor(() =>
      expect(off.harness.gangway.alert.getState().alert?.code).toBe('MULTI_WALLET_NOT_ENABLED_CONNECTIONS'),
    );
    expect(off.result.current.list.connections).toEqual([]);
    await expect(off.result.current.one.switchConnection({ connectorId: 'io.gangway.fake' })).rejects.toThrow(
      'Multi-Wallet Not Enabled',
    );
    await settle();
  });

  it('useNetwork switches networks and flags an unsupported one', async () => {
    const { result, harness } = hook(() => useNetwork());
    expect(result.current.activeNetwork?.caipNetworkId).toBe('eip155:1');
    await act(() => result.current.switchNetwork(testPolygon));
    expect(result.current.activeNetwork?.caipNetworkId).toBe('eip155:137');
    await connectHarness(harness);
    act(() =>
      harness.adapter.emit({
        type: 'chainChanged',
        connectorId: 'io.gangway.fake',
        caipNetworkId: 'eip155:10' as never,
      }),
    );
    expect(result.current).toMatchObject({ isUnsupported: true, activeNetwork: { name: 'Unknown Network' } });
    await settle();
  });

  it('useDisconnect disconnects and closes the modal', async () => {
    const { result, harness } = hook(() => ({ disconnect: useDisconnect(), account: useAccount() }));
    await connectHarness(harness);
    act(() => harness.gangway.open());
    await settle();
    await act(() => result.current.disconnect.disconnect());
    expect(result.current.account.isConnected).toBe(false);
    expect(harness.gangway.modal.getState().open).toBe(false);
  });

  it('useGangwayModal opens on Connect when disconnected, Account when connected, or a given view', async () => {
    const { result, harness } = hook(() => useGangwayModal());
    expect(result.current).toMatchObject({ isOpen: false, view: undefined });
    act(() => result.current.open());
    expect(result.current).toMatchObject({ isOpen: true, view: 'Connect' });
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    await connectHarness(harness);
    act(() => result.current.open());
    expect(result.current.view).toBe('Account');
    act(() => result.current.open('Networks'));
    expect(result.current.view).toBe('Networks');
    await settle();
  });

  it('useConnectors lists discovered wallets as they are announced', () => {
    const { result, harness } = hook(() => useConnectors());
    expect(result.current.map((connector) => connector.id)).toEqual(['io.gangway.fake']);
    act(() =>
      harness.adapter.announce([
        { id: 'io.gangway.fake', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155' },
        { id: 'io.other', name: 'Other', type: 'ANNOUNCED', chain: 'eip155' },
      ]),
    );
    expect(result.current.map((connector) => connector.id)).toEqual(['io.gangway.fake', 'io.other']);
  });

  it('useTheme reads the options and changes mode and variables at run time', () => {
    const { result } = hook(
      () => useTheme(),
      createHarness({ themeMode: 'dark', themeVariables: { '--gw-accent': 'red' } }),
    );
    expect(result.current).toMatchObject({
      themeMode: 'dark',
      resolvedThemeMode: 'dark',
      themeVariables: { '--gw-accent': 'red' },
    });
    act(() => result.current.setThemeMode(undefined));
    expect(result.current.resolvedThemeMode).toBe('light');
    act(() => result.current.setThemeVariables({ '--gw-radius': '4px' }));
    expect(result.current.themeVariables).toEqual({ '--gw-accent': 'red', '--gw-radius': '4px' });
  });
});
