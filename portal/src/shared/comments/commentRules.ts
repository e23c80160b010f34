import { isAdminRole } from '@hoj/core/domain/roles';

/** Spec 000 §5/§9: comments and replies hold at most 10000 characters. */
export const CONTENT_MAX = 10_000;
/** Spec 000 §4/§9: more replies than this collapse to this many. */
export const REPLIES_COLLAPSED = 3;
/** Spec 000 §7/§9: comments are fetched 10 at a time. */
export const COMMENTS_PER_PAGE = 10;

/** Anything that looks like an HTML tag (`<b>`, `</div>`, `<img src=x>`); a lone `<` or `a < b` is fine. */
const HTML_LIKE_TAG = /<\/?[a-z][^<>]*>/i;

export type ContentProblem = 'empty' | 'tooLong' | 'htmlTag';

/**
 * Spec 000 §5: not blank (whitespace only counts as empty), at most 10000 characters, and for comments (not
 * replies) no HTML-like tags. Null when the text may be sent.
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
  /** The viewer is the contest admin: the creator, a super admin or the group root (spec 000 §6). */
  isContestAdmin: boolean;
}

/**
 * Spec 000 §6: the author may delete their own comments and replies; outside contests any admin role may,
 * inside contests the contest admin may.
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
 * Spec 000 §6, as hoj-vue's comment widget decides it: outside contests anybody may answer. In a contest's
 * Q&A the comment's author and the contest admin always see Reply (the backend lets exactly them answer);
 * for anybody else it shows only under questions that were not posted by root or by the contest owner.
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

/** Spec 000 §6: root authors carry SPA, admin authors ADM. */
export function roleBadge(fromRole: string | null | undefined): 'SPA' | 'ADM' | null {
  if (fromRole === 'root') return 'SPA';
  if (fromRole === 'admin') return 'ADM';
  return null;
}
