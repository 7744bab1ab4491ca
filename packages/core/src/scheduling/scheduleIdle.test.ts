import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleIdle } from './scheduleIdle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('scheduleIdle', () => {
  it('waits for the delay, then for an idle moment no longer than the timeout', () => {
    vi.useFakeTimers();
    const idle = vi.fn((callback: () => void, _options: { timeout: number }) => setTimeout(callback, 10));
    vi.stubGlobal('requestIdleCallback', idle);
    const task = vi.fn();
    scheduleIdle(task, { delayMs: 300, timeoutMs: 500 });
    vi.advanceTimersByTime(299);
    expect(idle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for a painted frame first when asked, and runs nothing once cancelled', () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const task = vi.fn();
    scheduleIdle(task, { afterPaint: true, timeoutMs: 200 });
    vi.advanceTimersByTime(50);
    expect(task).not.toHaveBeenCalled();
    frames.shift()?.();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();

    const other = vi.fn();
    scheduleIdle(other, { timeoutMs: 200 })();
    vi.advanceTimersByTime(50);
    expect(other).not.toHaveBeenCalled();
  });
});
