// Whether the WalletConnect session's relay connection is up: the Account view says "Reconnecting…" while it is
// down, and the session stays (SPEC §8 bad input: a relay that drops mid-session).
import type { GangwayContext } from '../client/GangwayContext.ts';
import { createValueStore, type ValueStore } from './valueStore.ts';

export type RelayStatus = 'connected' | 'reconnecting';

export type RelayStatusStore = ValueStore<{ status: RelayStatus }>;

/** The instance's relay status (in the context's lazy state), connected until a session's relay drops. */
export function relayStatusOf(ctx: Pick<GangwayContext, 'lazy'>): RelayStatusStore {
  ctx.lazy.relayStatus ??= createValueStore<{ status: RelayStatus }>({ status: 'connected' });
  return ctx.lazy.relayStatus;
}

/** First wait before the widget reopens a dropped relay connection itself, and the longest. */
export const RELAY_RETRY_FIRST_MS = 1_000;
export const RELAY_RETRY_MAX_MS = 10_000;

/** What of sign-client's relayer the watch uses. */
export interface WatchedRelayer {
  readonly connected: boolean;
  on(event: 'relayer_connect' | 'relayer_disconnect', listener: () => void): unknown;
  transportOpen(): Promise<void>;
}

/**
 * Follows the relay connection while `hasSession()`: reconnecting on a drop, connected when it is back. sign-client
 * reopens the socket once by itself; when that fails, this tries again with a growing wait until it succeeds or the
 * session ends.
 */
export function watchRelay(
  relayer: WatchedRelayer,
  store: RelayStatusStore,
  hasSession: () => boolean,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const retry = (wait: number) => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (relayer.connected || !hasSession()) return;
      await relayer.transportOpen().catch(() => undefined);
      if (!relayer.connected) retry(Math.min(wait * 2, RELAY_RETRY_MAX_MS));
    }, wait);
  };
  relayer.on('relayer_disconnect', () => {
    if (!hasSession()) return;
    store.setState({ status: 'reconnecting' });
    retry(RELAY_RETRY_FIRST_MS);
  });
  relayer.on('relayer_connect', () => {
    clearTimeout(timer);
    if (store.getState().status !== 'connected') store.setState({ status: 'connected' });
  });
}
