/**
 * Runs `work` when the browser's main thread is idle (at the latest after `timeoutMs`), so work
 * that can wait never delays what the shopper is looking at. Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 5000): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, Math.min(timeoutMs, 2000));
  return () => window.clearTimeout(timer);
}
