/**
 * Calls `run` once the page has painted content (its first-contentful-paint), at once where that cannot be
 * observed, and at the latest after `latestMs`. Returns a cancel.
 */
function afterFirstContentfulPaint(run: () => void, latestMs: number): () => void {
  const Observer = globalThis.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('paint')) {
    run();
    return () => undefined;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(latest);
    run();
  };
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
  });
  // Buffered: a paint that came before this call counts.
  observer.observe({ type: 'paint', buffered: true });
  const latest = setTimeout(finish, latestMs);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(latest);
  };
}

/**
 * Runs `task` when the browser is next idle after the page has painted content (at the latest `timeoutMs` after
 * that paint), or after `fallbackMs` where idle callbacks do not exist. For work a page can do without until
 * it is on screen: fetching it earlier would put it among the requests the first paint waits behind. Idle
 * alone is not enough: the browser is idle while the page waits for its code and data, and a download started
 * then competes with them (the server messages' 13 KB went out before a problem page's statement was drawn).
 * Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 5000, fallbackMs = 2000): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    let id: number | undefined;
    const cancelWait = afterFirstContentfulPaint(() => {
      id = window.requestIdleCallback(task, { timeout: timeoutMs });
    }, timeoutMs);
    return () => {
      cancelWait();
      if (id !== undefined) window.cancelIdleCallback(id);
    };
  }
  const id = setTimeout(task, fallbackMs);
  return () => clearTimeout(id);
}
