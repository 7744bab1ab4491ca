import { type PairingState, pairingStoreOf } from '@gangway/core';
import { useStore } from 'zustand';
import { useGangway } from './useGangway.ts';

/**
 * The WalletConnect pairing on screen: its `wc:` URI while a QR code or deep link waits for a wallet, its status
 * and expiry (SPEC §9), for integrators who show the code or open a wallet themselves.
 */
export function useWalletConnectUri(): PairingState {
  const gangway = useGangway();
  return useStore(pairingStoreOf(gangway));
}
