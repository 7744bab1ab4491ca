// Follows a transaction sent from the widget until the node says how it ended, so that Activity never shows it
// pending forever and the visitor hears of a failure: reverted on the chain, or dropped (the node forgot it and
// kept forgetting it for the probe's droppedAfterMs). Each failure is a toast and a failed item with its reason.

import { visitorMessage } from '@gangway/protocol';
import type { TransactionProbe } from '../adapter/FamilyTransfers.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { SEND_MESSAGES } from '../errors/sendMessages.ts';
import { sentTransactions } from './sentTransactions.ts';

/** How often the node is asked. */
export const SENT_TRANSACTION_POLL_MS = 2_000;
/** How long a transaction is followed; one the node still holds after that stays pending. */
export const SENT_TRANSACTION_WATCH_MS = 60 * 60 * 1_000;

export interface WatchOptions {
  pollMs?: number;
  watchMs?: number;
  now?: () => number;
  /** Told once the node has said how it ended: what the transaction moved can be read now. */
  onSettled?: () => void;
}

/** Starts following `id`; the returned function stops it. A failing read (the network, a proxy) just asks again. */
export function watchSentTransaction(
  ctx: GangwayContext,
  id: string,
  probe: TransactionProbe,
  options: WatchOptions = {},
): () => void {
  const {
    pollMs = SENT_TRANSACTION_POLL_MS,
    watchMs = SENT_TRANSACTION_WATCH_MS,
    now = Date.now,
    onSettled,
  } = options;
  const store = sentTransactions(ctx);
  const started = now();
  let unknownSince: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const fail = (reason: 'reverted' | 'dropped') => {
    store.getState().settle(id, { status: 'failed', reason });
    onSettled?.();
    ctx.toast
      .getState()
      .show(
        'error',
        visitorMessage(SEND_MESSAGES, reason === 'reverted' ? 'TRANSACTION_REVERTED' : 'TRANSACTION_DROPPED'),
      );
  };

  const check = async () => {
    if (stopped) return;
    const fate = await probe.fate(id).catch(() => undefined);
    if (stopped) return;
    if (fate === 'confirmed') {
      store.getState().settle(id, { status: 'confirmed' });
      return onSettled?.();
    }
    if (fate === 'reverted') return fail('reverted');
    if (fate === 'unknown') {
      unknownSince ??= now();
      if (now() - unknownSince >= probe.droppedAfterMs) return fail('dropped');
    } else if (fate === 'pending') {
      unknownSince = undefined;
    }
    if (now() - started < watchMs) timer = setTimeout(() => void check(), pollMs);
  };
  void check();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
