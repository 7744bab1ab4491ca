import type { ChainNamespace } from '@gangway/protocol';
import { useGangway } from './useGangway.ts';

export interface DisconnectParams {
  /** Only this namespace; every connected namespace when omitted. */
  namespace?: ChainNamespace;
  /** Default true: disconnecting closes the modal. */
  closeModal?: boolean;
}

export interface GangwayDisconnect {
  /** Disconnects the wallet; state is cleared even when the wallet fails to answer (the failure is then thrown). */
  disconnect(params?: DisconnectParams): Promise<void>;
}

/** Disconnects the connected wallet(s). */
export function useDisconnect(): GangwayDisconnect {
  const gangway = useGangway();
  return { disconnect: gangway.disconnect };
}
