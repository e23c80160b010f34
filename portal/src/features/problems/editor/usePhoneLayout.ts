import { useSyncExternalStore } from 'react';

/** The phone layout's width, as in the style sheets. */
export const PHONE_QUERY = '(max-width: 640px)';

const media = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : null;

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const snapshot = () => media()?.matches ?? false;

/** The screen is phone-sized (<= 640 px), following rotations and window resizes. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
