import type { PosterRole } from './discussions';
import { table } from '../table';

export interface CommentRow {
  id: number;
  /** Contest id for a contest comment (Q&A), else null. */
  cid: number | null;
  /** Discussion id for a discussion comment, else null. */
  did: number | null;
  content: string;
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRole: PosterRole;
  likeNum: number;
  /** 0 normal, 1 banned. */
  status: 0 | 1;
  gmtCreate: Date;
  gmtModified: Date;
}

export interface ReplyRow {
  id: number;
  commentId: number;
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRole: PosterRole;
  /** Whom it answers, as the client sent it. */
  toUid: string | null;
  toName: string | null;
  toAvatar: string | null;
  content: string;
  /** 0 normal, 1 banned. */
  status: 0 | 1;
  gmtCreate: Date;
  gmtModified: Date;
}

/** A like of a comment (`cid`, the comment id) by `uid`. */
export interface CommentLikeRow {
  cid: number;
  uid: string;
}

export const comments = table<CommentRow>()({
  name: 'comment',
  key: (c) => c.id,
  indexes: { did: (c) => c.did, cid: (c) => c.cid },
});

export const replies = table<ReplyRow>()({
  name: 'reply',
  key: (r) => r.id,
  indexes: { commentId: (r) => r.commentId },
});

export const commentLikes = table<CommentLikeRow>()({
  name: 'comment_like',
  key: (l) => commentLikeKey(l.cid, l.uid),
  indexes: { cid: (l) => l.cid, uid: (l) => l.uid },
});

export function commentLikeKey(cid: number, uid: string): string {
  return `${cid}:${uid}`;
}
