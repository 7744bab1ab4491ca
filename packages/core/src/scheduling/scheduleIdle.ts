/**
 * The widget's one idle scheduler: runs `task` when the main thread is idle (at most `timeoutMs` later), after
 * `delayMs` and, with `afterPaint`, only once the next frame has painted. Work that is not needed for the next
 * frame (prefetching views, loading API services or wallet libraries) waits here so it never delays a click's
 * render. Returns a function that cancels the task if it has not run yet.
 */
export function scheduleIdle(
  task: () => void,
  options: { timeoutMs: number; delayMs?: number; afterPaint?: boolean },
): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const idle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: options.timeoutMs });
    else setTimeout(run, 0);
  };
  const afterDelay = () => setTimeout(idle, options.delayMs ?? 0);
  if (options.afterPaint && typeof requestAnimationFrame === 'function') requestAnimationFrame(afterDelay);
  else afterDelay();
  return () => {
    cancelled = true;
  };
}
