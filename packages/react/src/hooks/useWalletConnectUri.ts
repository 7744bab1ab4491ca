import type { PairingState } from '@gangway/core/internal';
import { usePairingState, useWalletConnectActions } from '../internal/useWalletConnectActions.ts';

/**
 * The WalletConnect pairing on screen: its `wc:` URI while a QR code or deep link waits for a wallet, its status
 * and expiry (SPEC §9), for integrators who show the code or open a wallet themselves.
 */
export function useWalletConnectUri(): PairingState {
  return usePairingState(useWalletConnectActions());
}
