import {
  type CallsStatus,
  getCallsStatus,
  getCapabilities,
  type SendCallsParams,
  type SendCallsResult,
  sendCalls,
  showCallsStatus,
  type WalletCapabilities,
} from '@gangway/core';
import { useMemo } from 'react';
import { useGangway } from './useGangway.ts';

export interface GangwaySendCalls {
  /**
   * EIP-5792 batch through the connected EVM wallet (injected, WalletConnect, embedded, Safe), all or none unless
   * `atomicRequired: false`. Rejects with WALLET_CAPABILITY_UNSUPPORTED when the wallet cannot, before any prompt.
   */
  sendCalls(params: SendCallsParams): Promise<SendCallsResult>;
  /** What the wallet can do per chain (the active network's when `chainIds` is omitted). */
  getCapabilities(params?: {
    chainIds?: readonly number[];
  }): Promise<Record<`0x${string}`, WalletCapabilities>>;
  getCallsStatus(params: { id: string }): Promise<CallsStatus>;
  showCallsStatus(params: { id: string }): Promise<void>;
}

/** EIP-5792 batched calls through whatever EVM wallet is connected. */
export function useSendCalls(): GangwaySendCalls {
  const gangway = useGangway();
  return useMemo(
    () => ({
      sendCalls: (params) => sendCalls(gangway, params),
      getCapabilities: (params) => getCapabilities(gangway, params),
      getCallsStatus: (params) => getCallsStatus(gangway, params),
      showCallsStatus: (params) => showCallsStatus(gangway, params),
    }),
    [gangway],
  );
}
