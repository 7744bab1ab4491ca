import type { NamespaceParam, SendTransactionParams } from '@gangway/core';
import type { SignatureResults, TransactionResults } from '@gangway/core/internal';
import type { ChainNamespace } from '@gangway/protocol';
import { useGangway } from './useGangway.ts';

export interface GangwaySignMessage {
  /**
   * Signs `message` with the connected wallet of `namespace` (the active one when omitted). Rejects with a
   * GangwayError: 'Please call connect() before request()' when no wallet is connected, USER_REJECTED on refusal.
   */
  signMessage<N extends ChainNamespace>(
    params: NamespaceParam<N> & { message: string },
  ): Promise<SignatureResults[N]>;
}

export interface GangwaySendTransaction {
  /** Sends through the connected wallet on the namespace's active network; resolves with the hash or signature. */
  sendTransaction<N extends ChainNamespace>(params: SendTransactionParams<N>): Promise<TransactionResults[N]>;
}

/** Signs messages with whatever wallet is connected, in any family. */
export function useSignMessage(): GangwaySignMessage {
  const gangway = useGangway();
  return { signMessage: gangway.signMessage };
}

/** Sends transactions through whatever wallet is connected, in any family. */
export function useSendTransaction(): GangwaySendTransaction {
  const gangway = useGangway();
  return { sendTransaction: gangway.sendTransaction };
}
