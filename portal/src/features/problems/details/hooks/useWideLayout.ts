import { useSyncExternalStore } from 'react';
import { WIDE_LAYOUT_MIN_WIDTH } from '../model/splitPane';

/** Below this width the statement and the editor stack instead of sitting side by side. */
export const WIDE_LAYOUT_QUERY = `(min-width: ${WIDE_LAYOUT_MIN_WIDTH}px)`;

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_LAYOUT_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

// Without matchMedia (old browsers, tests) the side-by-side layout is assumed; the stylesheet stacks anyway.
const snapshot = () => media()?.matches ?? true;

/** Whether the screen is wide enough for the split pane; follows resizes and rotation. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
