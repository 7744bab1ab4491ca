import { loadWalletConnect, type PairingState, type WalletConnectActions } from '@gangway/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useGangway } from '../hooks/useGangway.ts';

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
