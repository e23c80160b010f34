import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { pollOptions } from '@hoj/core/polling/pollOptions';
import type { UserUnreadMsgCountVO } from '@generated/model/index';

/**
 * The unread-message counts of `GET /api/msg/unread`, shared by the user-menu badge and the message centre.
 * The message centre invalidates (`invalidateUnread`) or lowers (`markUnreadRead`) them after reading or
 * cleaning a box; the badge follows because it reads the same cache entry.
 */
export type UnreadCounts = UserUnreadMsgCountVO;
export type UnreadBox = keyof UnreadCounts;

export const UNREAD_BOXES: readonly UnreadBox[] = ['comment', 'reply', 'like', 'sys', 'mine'];

/** The counts are polled every 120 s while logged in (after failures with core's back-off, up to 5 minutes). */
export const UNREAD_POLL_MS = 120_000;

/** Prefix of every user's unread entry: `queryClient.invalidateQueries({ queryKey: unreadQueryKey })`. */
export const unreadQueryKey = ['msg', 'unread'] as const;

function fetchUnread(signal: AbortSignal): Promise<UnreadCounts> {
  // Silent: a poll failing in the background is not worth a toast at every try (a 401 still logs out and opens
  // the login dialog).
  return unwrap(api.GET('/api/msg/unread', { signal, fetch: fetchWith({ silent: true }) }));
}

/**
 * The unread counts of one user; the uid in the key keeps a new login from seeing the last user's counts. The
 * reader enables it only while logged in (`useUnreadCounts`), which also ends the polling at a logout.
 */
export const unreadQuery = (uid: string) =>
  queryOptions({
    queryKey: [...unreadQueryKey, uid] as const,
    queryFn: ({ signal }) => fetchUnread(signal),
    staleTime: UNREAD_POLL_MS,
    // A poll, not something a page waits for: the route progress bar ignores it.
    meta: { background: true },
    ...pollOptions<UnreadCounts>({ intervalMs: UNREAD_POLL_MS }),
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
