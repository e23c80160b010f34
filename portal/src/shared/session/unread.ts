import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { session } from '@hoj/core/session/session';
import type { UserUnreadMsgCountVO } from '@generated/model/index';

/**
 * The unread-message counts of `GET /api/msg/unread`, shared by the user-menu badge and the message centre.
 * The message centre invalidates (`invalidateUnread`) or lowers (`markUnreadRead`) them after reading or
 * cleaning a box; the badge follows because it reads the same cache entry.
 */
export type UnreadCounts = UserUnreadMsgCountVO;
export type UnreadBox = keyof UnreadCounts;

export const UNREAD_BOXES: readonly UnreadBox[] = ['comment', 'reply', 'like', 'sys', 'mine'];

/** The counts are polled every 120 s while logged in. */
export const UNREAD_POLL_MS = 120_000;
/** After failed polls the interval doubles, up to this. */
export const UNREAD_MAX_BACKOFF_MS = 30 * 60_000;

/** Prefix of every user's unread entry: `queryClient.invalidateQueries({ queryKey: unreadQueryKey })`. */
export const unreadQueryKey = ['msg', 'unread'] as const;

export interface PollState {
  loggedIn: boolean;
  visible: boolean;
  /** Polls that failed in a row since the last success. */
  failures: number;
}

/**
 * How long until the next poll, or false for none: no polling for a visitor or in a hidden tab (the query
 * refetches when the tab shows again, as the data is stale by then), and a doubled interval per failed poll.
 */
export function unreadRefetchInterval({ loggedIn, visible, failures }: PollState): number | false {
  if (!loggedIn || !visible) return false;
  return Math.min(UNREAD_POLL_MS * 2 ** Math.max(0, failures), UNREAD_MAX_BACKOFF_MS);
}

// react-query starts every fetch with a fresh failure count, so the run of failed polls is kept here, per user.
const failedPolls = new Map<string, number>();

function currentPollState(uid: string): PollState {
  return {
    loggedIn: session.get().token !== null,
    visible: typeof document === 'undefined' || document.visibilityState !== 'hidden',
    failures: failedPolls.get(uid) ?? 0,
  };
}

async function fetchUnread(uid: string, signal: AbortSignal): Promise<UnreadCounts> {
  try {
    // Silent: a poll failing in the background is not worth a toast every two minutes (a 401 still logs out
    // and opens the login dialog).
    const counts = await unwrap(api.GET('/api/msg/unread', { signal, fetch: fetchWith({ silent: true }) }));
    failedPolls.delete(uid);
    return counts;
  } catch (error) {
    if (!signal.aborted) failedPolls.set(uid, (failedPolls.get(uid) ?? 0) + 1);
    throw error;
  }
}

/** The unread counts of one user; the uid in the key keeps a new login from seeing the last user's counts. */
export const unreadQuery = (uid: string) =>
  queryOptions({
    queryKey: [...unreadQueryKey, uid] as const,
    queryFn: ({ signal }) => fetchUnread(uid, signal),
    staleTime: UNREAD_POLL_MS,
    // A poll, not something a page waits for: the route progress bar ignores it.
    meta: { background: true },
    refetchInterval: () => unreadRefetchInterval(currentPollState(uid)),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });

/** All unread messages together (missing or negative counts count as none). */
export function totalUnread(counts: Partial<UnreadCounts> | null | undefined): number {
  if (!counts) return 0;
  return UNREAD_BOXES.reduce((sum, box) => {
    const value = counts[box];
    return sum + (typeof value === 'number' && value > 0 ? Math.floor(value) : 0);
  }, 0);
}

/** Re-reads the counts from the server (after reading or cleaning messages). */
export function invalidateUnread(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: unreadQueryKey });
}

/** After reading, a box's unread count is lowered locally, without a request. */
export function markUnreadRead(client: QueryClient, box: UnreadBox, read: number | 'all' = 'all'): void {
  client.setQueriesData<UnreadCounts>({ queryKey: unreadQueryKey }, (counts) =>
    counts ? { ...counts, [box]: read === 'all' ? 0 : Math.max(0, counts[box] - read) } : counts,
  );
}

/** Forgets every user's counts (after a logout). */
export function removeUnread(client: QueryClient): void {
  client.removeQueries({ queryKey: unreadQueryKey });
}
