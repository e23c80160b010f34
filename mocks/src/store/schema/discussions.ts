import type { RoleKey } from '@generated/model/index';
import { table } from '../table';

/** A discussion category. */
export interface CategoryRow {
  id: number;
  name: string;
  gmtCreate: Date;
  gmtModified: Date;
}

/** Author role as a post stores it: `root`, `admin` (admins and problem admins) or `user`. */
export type PosterRole = 'root' | 'admin' | 'user';

/** The role a post records for its author (the backend's `fromRole` / `role`). */
export function posterRole(role: RoleKey): PosterRole {
  if (role === 'root') return 'root';
  return role === 'admin' || role === 'problem_admin' ? 'admin' : 'user';
}

export interface DiscussionRow {
  id: number;
  categoryId: number;
  title: string;
  description: string;
  /** Markdown. */
  content: string;
  /** Display id of the problem the post is about; null when none. */
  pid: string | null;
  /** Author uid, username and avatar as they were when posting (the backend copies them into the row). */
  uid: string;
  author: string;
  avatar: string | null;
  role: PosterRole;
  viewNum: number;
  likeNum: number;
  /** Comments plus replies. */
  commentNum: number;
  topPriority: boolean;
  /** 0 normal, 1 banned by an admin. */
  status: 0 | 1;
  /** Group id; null for a public discussion. */
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** A like of a discussion by `uid`. */
export interface DiscussionLikeRow {
  did: number;
  uid: string;
}

export const categories = table<CategoryRow>()({ name: 'category', key: (c) => c.id });

export const discussions = table<DiscussionRow>()({ name: 'discussion', key: (d) => d.id });

export const discussionLikes = table<DiscussionLikeRow>()({
  name: 'discussion_like',
  key: (l) => discussionLikeKey(l.did, l.uid),
  indexes: { did: (l) => l.did },
});

export function discussionLikeKey(did: number, uid: string): string {
  return `${did}:${uid}`;
}

/** A report of a discussion by a user, waiting for an admin to read it (`status` true once handled). */
export interface DiscussionReportRow {
  id: number;
  did: number;
  /** The reporter's username (the table's foreign key is on `user_info.username`). */
  reporter: string;
  /** The portal's text: the chosen tags each wrapped in `#`, then the free reason. */
  content: string;
  status: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const discussionReports = table<DiscussionReportRow>()({
  name: 'discussion_report',
  key: (r) => r.id,
  indexes: { did: (r) => r.did },
});
