import { getDiscussion, getDiscussionList } from '@generated/api/discussion/discussion';
import type { Discussion, DiscussionVO } from '@generated/model/index';
import { POST_DISABLED } from '../discussionResource';
import { quiet } from '../quiet';

/** A post as a moderator reads it: its list row (status, pin, group) and, unless it is disabled, its text. */
export interface LoadedPost {
  /** The admin list's row; null when the list did not show it (a group's post, or a title that changed). */
  listed: Discussion | null;
  /** The post with its text; null for a disabled post, whose text the server gives to nobody. */
  detail: DiscussionVO | null;
}

/** How the post is found: by its list row when it is at hand, else by its title (what a report knows of it). */
export type PostLookup = { listed: Discussion } | { title: string | null };

/**
 * The admin list has no "get one" and never carries a post's text, so the post is found in the list searched by
 * its title (for its status), then read through the portal's detail call (for its text). That call refuses a
 * disabled post, so a disabled one is not asked for. Reading the detail counts a view, as it does for anyone.
 */
async function loadPost(did: number, lookup: PostLookup, signal: AbortSignal): Promise<LoadedPost> {
  let listed: Discussion | null = 'listed' in lookup ? lookup.listed : null;
  if (!('listed' in lookup) && lookup.title) {
    const page = await getDiscussionList(
      { admin: true, keyword: lookup.title, currentPage: 1, limit: 50 },
      quiet(signal),
    );
    listed = (page.records ?? []).find((row) => row.id === did) ?? null;
  }
  if (listed?.status === POST_DISABLED) return { listed, detail: null };
  return { listed, detail: await getDiscussion({ did }, quiet(signal)) };
}

export const postQuery = (did: number, lookup: PostLookup) => ({
  queryKey: ['discussions', 'post', did, 'listed' in lookup ? lookup.listed.status : 'lookup'],
  queryFn: ({ signal }: { signal: AbortSignal }) => loadPost(did, lookup, signal),
});

/** Posts by root and admins are published with the richer trusted-author rules on the portal; so here. */
export function isTrustedAuthor(role: string | null | undefined): boolean {
  return role === 'root' || role === 'admin';
}
