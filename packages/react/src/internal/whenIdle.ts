/**
 * Runs `task` when the main thread is idle. Used for prefetching on hover or focus: those come just before a click,
 * and the click's render must not wait behind module loading.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 500 });
  else setTimeout(task, 50);
}
