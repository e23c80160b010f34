import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useAfterFirstPaint } from '@hoj/core/lazy/useAfterFirstPaint';
import { isLoggedIn, userSignal } from './sessionSignals';
import { totalUnread, unreadQuery, type UnreadCounts } from './unread';

export interface UnreadState {
  /** Null for a visitor and until the first answer. */
  counts: UnreadCounts | null;
  total: number;
}

/** The logged-in user's unread counts, polled every 120 s while the tab is visible (see `unreadQuery`). */
export function useUnreadCounts(): UnreadState {
  useSignals();
  const user = userSignal.value;
  const loggedIn = isLoggedIn.value && user !== null;
  // A badge, not the page: its first ask waits until the page has painted.
  const painted = useAfterFirstPaint();
  const { data } = useQuery({ ...unreadQuery(user?.uid ?? ''), enabled: loggedIn && painted });
  const counts = loggedIn ? (data ?? null) : null;
  return { counts, total: totalUnread(counts) };
}
