import { isAdminRole } from '@hoj/core/domain/roles';

/** Comments and replies hold at most 10000 characters. */
export const CONTENT_MAX = 10_000;
/** More replies than this collapse to this many ("Show all" opens the rest). */
export const REPLIES_COLLAPSED = 3;
/** Comments are fetched 10 at a time ("load more" asks for the next 10). */
export const COMMENTS_PER_PAGE = 10;

/** Anything that looks like an HTML tag (`<b>`, `</div>`, `<img src=x>`); a lone `<` or `a < b` is fine. */
const HTML_LIKE_TAG = /<\/?[a-z][^<>]*>/i;

export type ContentProblem = 'empty' | 'tooLong' | 'htmlTag';

/**
 * What a comment or reply must be: not blank (whitespace only counts as empty), at most 10000 characters, and
 * for comments (not replies) no HTML-like tags. Null when the text may be sent.
 */
export function contentProblem(text: string, kind: 'comment' | 'reply'): ContentProblem | null {
  if (text.trim() === '') return 'empty';
  if (text.length > CONTENT_MAX) return 'tooLong';
  if (kind === 'comment' && HTML_LIKE_TAG.test(text)) return 'htmlTag';
  return null;
}

/** Who is looking: nobody (a visitor) or a user with roles. */
export interface Viewer {
  uid: string | null;
  roles: readonly string[];
}

/** The comment area of a contest (its Q&A) rather than of a discussion. */
export interface ContestContext {
  /** The contest's creator. */
  ownerUid: string | null;
  /** The viewer is the contest admin: the creator, a super admin or the group root. */
  isContestAdmin: boolean;
}

/**
 * The author may delete their own comments and replies; outside contests any admin role may, inside contests
 * the contest admin may.
 */
export function canDelete(
  authorUid: string | null | undefined,
  viewer: Viewer,
  contest?: ContestContext,
): boolean {
  if (viewer.uid === null) return false;
  if (authorUid && authorUid === viewer.uid) return true;
  return contest ? contest.isContestAdmin : isAdminRole(viewer.roles);
}

/**
 * Who sees Reply, as hoj-vue's comment widget decides it: outside contests anybody may answer. In a contest's
 * Q&A the comment's author and the contest admin always see Reply (the backend lets exactly them answer); for
 * anybody else it shows only under questions that were not posted by root or by the contest owner.
 */
export function canReply(
  comment: { fromUid?: string | null; fromRole?: string | null },
  viewer: Viewer,
  contest?: ContestContext,
): boolean {
  if (!contest) return true;
  if (viewer.uid !== null && comment.fromUid === viewer.uid) return true;
  if (contest.isContestAdmin) return true;
  return comment.fromRole !== 'root' && comment.fromUid !== contest.ownerUid;
}
