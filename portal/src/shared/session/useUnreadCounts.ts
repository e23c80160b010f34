import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { isLoggedIn, userSignal } from './sessionSignals';
import { totalUnread, unreadQuery, type UnreadCounts } from './unread';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState !== 'hidden';

/** Whether the tab is shown; a change re-renders, so the poll interval is worked out again. */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, isVisible, () => true);
}

export interface UnreadState {
  /** Null for a visitor and until the first answer. */
  counts: UnreadCounts | null;
  total: number;
}

/** The logged-in user's unread counts, polled every 120 s while the tab is visible. */
export function useUnreadCounts(): UnreadState {
  useSignals();
  const user = userSignal.value;
  const loggedIn = isLoggedIn.value && user !== null;
  // Read so that showing or hiding the tab re-renders and the poll pauses or resumes.
  useDocumentVisible();
  const { data } = useQuery({ ...unreadQuery(user?.uid ?? ''), enabled: loggedIn });
  const counts = loggedIn ? (data ?? null) : null;
  return { counts, total: totalUnread(counts) };
}
