import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELAY_RETRY_FIRST_MS, RELAY_RETRY_MAX_MS, type RelayStatus, watchRelay } from './relayStatus.ts';
import { createValueStore } from './valueStore.ts';

/** sign-client's relayer as far as the watch sees it: a socket the test drops and lets back. */
function createRelayer() {
  const listeners = new Map<string, (() => void)[]>();
  const relayer = {
    connected: true,
    reachable: true,
    opens: 0,
    on(event: string, listener: () => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    emit(event: string) {
      for (const listener of listeners.get(event) ?? []) listener();
    },
    drop() {
      relayer.connected = false;
      relayer.emit('relayer_disconnect');
    },
    async transportOpen() {
      relayer.opens += 1;
      if (!relayer.reachable) throw new Error('socket closed');
      relayer.connected = true;
      relayer.emit('relayer_connect');
    },
  };
  return relayer;
}

describe('watchRelay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says reconnecting on a drop, retries with a growing wait while the relay is away, and connected once back', async () => {
    const relayer = createRelayer();
    const store = createValueStore<{ status: RelayStatus }>({ status: 'connected' });
    watchRelay(relayer, store, () => true);
    relayer.reachable = false;
    relayer.drop();
    expect(store.getState().status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(RELAY_RETRY_FIRST_MS);
    expect(relayer.opens).toBe(1);
    await vi.advanceTimersByTimeAsync(RELAY_RETRY_FIRST_MS * 2 - 1);
    expect(relayer.opens).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(relayer.opens).toBe(2);
    await vi.advanceTimersByTimeAsync(RELAY_RETRY_MAX_MS * 4);
    const opens = relayer.opens;
    await vi.advanceTimersByTimeAsync(RELAY_RETRY_MAX_MS);
    expect(relayer.opens).toBe(opens + 1);
    expect(store.getState().status).toBe('reconnecting');
    relayer.reachable = true;
    await vi.advanceTimersByTimeAsync(RELAY_RETRY_MAX_MS);
    expect(store.getState().status).toBe('connected');
    await vi.advanceTimersByTimeAsync(RELAY_RETRY_MAX_MS * 3);
    expect(relayer.opens).toBe(opens + 2);
  });

  it('leaves sign-client’s own quick reopen alone', async () => {
    const relayer = createRelayer();
    const store = createValueStore<{ status: RelayStatus }>({ status: 'connected' });
    watchRelay(relayer, store, () => true);
    relayer.drop();
    relayer.connected = true;
    relayer.emit('relayer_connect');
    expect(store.getState().status).toBe('connected');
    await vi.advanceTimersByTimeAsync(RELAY_RETRY_MAX_MS);
    expect(relayer.opens).toBe(0);
  });

  it('does nothing without a session, and stops retrying once the session ends', async () => {
    const relayer = createRelayer();
    const store = createValueStore<{ status: RelayStatus }>({ status: 'connected' });
    let session = false;
    watchRelay(relayer, store, () => session);
    relayer.drop();
    expect(store.getState().status).toBe('connected');
    session = true;
    relayer.reachable = false;
    relayer.drop();
    await vi.advanceTimersByTimeAsync(RELAY_RETRY_FIRST_MS);
    session = false;
    await vi.advanceTimersByTimeAsync(RELAY_RETRY_MAX_MS * 3);
    expect(relayer.opens).toBe(1);
  });
});
