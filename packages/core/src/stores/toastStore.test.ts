import { TOAST_SWAP_GAP_MS } from '@gangway/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_VISIBLE_MS } from './toastStore.ts';

const DONE = { code: 'DONE', text: 'Done' };
const WAITING = { code: 'WAITING', text: 'Waiting' };
const FAILED = { code: 'FAILED', text: 'Failed' };

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast at once when none is open, and hides it after a while', () => {
    const toast = createToastStore();
    toast.getState().show('success', DONE);
    expect(toast.getState()).toMatchObject({ open: true, toast: { variant: 'success', message: DONE } });
    vi.advanceTimersByTime(TOAST_VISIBLE_MS);
    expect(toast.getState().open).toBe(false);
  });

  it('swaps one toast for another with a 150 ms gap', () => {
    const toast = createToastStore();
    toast.getState().show('loading', WAITING);
    toast.getState().show('error', FAILED);
    expect(toast.getState()).toMatchObject({ open: false, toast: { message: WAITING } });
    vi.advanceTimersByTime(TOAST_SWAP_GAP_MS - 1);
    expect(toast.getState().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast.getState()).toMatchObject({ open: true, toast: { variant: 'error', message: FAILED } });
  });

  it('keeps a loading toast until it is replaced or hidden', () => {
    const toast = createToastStore();
    toast.getState().show('loading', WAITING);
    vi.advanceTimersByTime(TOAST_VISIBLE_MS * 4);
    expect(toast.getState().open).toBe(true);
    toast.getState().hide();
    expect(toast.getState().open).toBe(false);
  });
});
