import { loadWalletConnect, type PairingState, type RelayStatus } from '@gangway/core/internal';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useGangway } from '../hooks/useGangway.ts';

// Core's WalletConnect module comes with loadWalletConnect() (an import()): never in the bytes before the first click.
export type WalletConnectActions = Awaited<ReturnType<typeof loadWalletConnect>>;

const IDLE: PairingState = { status: 'idle' };
const noop = () => undefined;

/** Core's WalletConnect actions, loaded on first use (undefined until they are). */
export function useWalletConnectActions(): WalletConnectActions | undefined {
  const [actions, setActions] = useState<WalletConnectActions>();
  useEffect(() => {
    let live = true;
    loadWalletConnect().then(
      (loaded) => live && setActions(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return actions;
}

/** The pairing state of this widget instance; idle until the actions are loaded. */
export function usePairingState(actions: WalletConnectActions | undefined): PairingState {
  const gangway = useGangway();
  const store = actions?.pairingStoreOf(gangway);
  return useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? noop,
    () => store?.getState() ?? IDLE,
    () => IDLE,
  );
}

/** Whether the WalletConnect session's relay connection is up; connected until the actions are loaded. */
export function useRelayStatus(actions: WalletConnectActions | undefined): RelayStatus {
  const gangway = useGangway();
  const store = actions?.relayStatusOf(gangway);
  return useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? noop,
    () => store?.getState().status ?? 'connected',
    () => 'connected',
  );
}
