import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_SWAP_GAP_MS } from '../constants.ts';
import { createToastStore, TOAST_VISIBLE_MS } from './toastStore.ts';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast at once when none is open, and hides it after a while', () => {
    const toast = createToastStore();
    toast.getState().show('success', 'Done');
    expect(toast.getState()).toMatchObject({ open: true, toast: { variant: 'success', message: 'Done' } });
    vi.advanceTimersByTime(TOAST_VISIBLE_MS);
    expect(toast.getState().open).toBe(false);
  });

  it('swaps one toast for another with a 150 ms gap', () => {
    const toast = createToastStore();
    toast.getState().show('loading', 'Waiting');
    toast.getState().show('error', 'Failed');
    expect(toast.getState()).toMatchObject({ open: false, toast: { message: 'Waiting' } });
    vi.advanceTimersByTime(TOAST_SWAP_GAP_MS - 1);
    expect(toast.getState().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast.getState()).toMatchObject({ open: true, toast: { variant: 'error', message: 'Failed' } });
  });

  it('keeps a loading toast until it is replaced or hidden', () => {
    const toast = createToastStore();
    toast.getState().show('loading', 'Waiting');
    vi.advanceTimersByTime(TOAST_VISIBLE_MS * 4);
    expect(toast.getState().open).toBe(true);
    toast.getState().hide();
    expect(toast.getState().open).toBe(false);
  });
});
