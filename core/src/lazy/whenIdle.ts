/**
 * Runs `task` when the browser is next idle (at the latest after `timeoutMs`), or after `fallbackMs` where idle
 * callbacks do not exist. For work a page can do without until it is on screen: fetching it earlier would put
 * it among the requests the first paint waits behind. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 5000, fallbackMs = 2000): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackMs);
  return () => clearTimeout(id);
}
