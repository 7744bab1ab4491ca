import type { CaipNetwork } from '@gangway/core';
import { buildTransfer, estimateFee, type FeeEstimate } from '@gangway/core/internal';
import type { TokenBalance } from '@gangway/protocol';
import { useEffect, useState } from 'react';
import { useGangway } from '../../hooks/useGangway.ts';
import { networkEndpoints } from './networkReads.ts';

/** How long typing may pause before the fee is asked for again. */
const FEE_DEBOUNCE_MS = 300;

export type FeeState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; estimate: FeeEstimate };

/**
 * The fee of sending `amount` of `token` to `receiver`, estimated once typing pauses. Until the receiver is valid
 * the estimate is of a transfer to the sender itself: the same cost for a plain transfer.
 */
export function useFeeEstimate(
  network: CaipNetwork | undefined,
  from: string | undefined,
  token: TokenBalance | undefined,
  receiver: string,
  amount: bigint | undefined,
  isReceiver: (value: string) => boolean,
): FeeState {
  const gangway = useGangway();
  const [state, setState] = useState<FeeState>({ status: 'idle' });
  useEffect(() => {
    if (!network || !from || !token || network.unsupported) {
      setState({ status: 'idle' });
      return;
    }
    const target = receiver.trim();
    const to = isReceiver(target) ? target : from;
    let cancelled = false;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    const timer = setTimeout(() => {
      Promise.all([networkEndpoints(gangway, network), buildTransfer(gangway, token, to, amount ?? 0n)])
        .then(([endpoints, transfer]) => estimateFee(gangway, network, from, transfer, { endpoints }))
        .then(
          (estimate) => {
            if (!cancelled) setState({ status: 'ready', estimate });
          },
          () => {
            if (!cancelled) setState({ status: 'failed' });
          },
        );
    }, FEE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [gangway, network, from, token, receiver, amount, isReceiver]);
  return state;
}
