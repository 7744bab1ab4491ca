import type { SiwxSession } from '@gangway/core';
import type { SiwxStatus } from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';
import { useCallback } from 'react';
import { useSiwxModule, useSiwxState } from '../internal/useSiwxModule.ts';
import { useGangway } from './useGangway.ts';

export interface UseSiwxResult {
  /** idle (nothing to sign in), checking, unsigned, signing, signed-in, declined or failed. */
  status: SiwxStatus;
  /** The active account's session, once signed in. */
  session: SiwxSession | undefined;
  /** Asks the connected wallet to sign in (the modal's SIWXSignMessage does it on connect). */
  signIn(): Promise<SiwxSession>;
  /** Revokes the session on the server; the wallet stays connected. */
  signOut(): Promise<void>;
}

/** Sign in with a wallet: its state and actions. signIn and signOut reject with 'SIWX is not enabled' without `siwx`. */
export function useSiwx(): UseSiwxResult {
  const gangway = useGangway();
  const module = useSiwxModule();
  const state = useSiwxState(module);
  const loaded = useCallback(() => {
    if (!module) throw new GangwayError('SIWX_NOT_ENABLED', { category: 'CONFIGURATION_ERROR' });
    return module;
  }, [module]);
  const signIn = useCallback(async () => loaded().signIn(gangway), [loaded, gangway]);
  const signOut = useCallback(async () => loaded().signOut(gangway), [loaded, gangway]);
  return { status: state.status, session: state.session, signIn, signOut };
}
