import { MODAL_SHAKE_MS } from '@gangway/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShakeStore } from './shakeStore.ts';

describe('shake', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shakes for 500 ms', () => {
    const shake = createShakeStore();
    shake.getState().shake();
    expect(shake.getState().shaking).toBe(true);
    vi.advanceTimersByTime(MODAL_SHAKE_MS - 1);
    expect(shake.getState().shaking).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shake.getState().shaking).toBe(false);
  });
});
