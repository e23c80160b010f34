import type { CommentVO, ReplyVO } from '@generated/model/index';
import { userByUid } from '../store/schema/accounts';
import { jacksonDate } from '../http/jackson';
import { replies, type CommentRow, type ReplyRow } from '../store/schema/comments';

/** The author fields comments and replies share; the title is the author's current one. */
function authorOf(row: Pick<CommentRow, 'fromUid' | 'fromName' | 'fromAvatar' | 'fromRole'>) {
  const from = userByUid(row.fromUid);
  return {
    fromUid: row.fromUid,
    fromName: row.fromName,
    fromAvatar: row.fromAvatar,
    fromRole: row.fromRole,
    fromTitleName: from?.titleName ?? null,
    fromTitleColor: from?.titleColor ?? null,
  };
}

export function toReplyVO(row: ReplyRow): ReplyVO {
  return {
    id: row.id,
    commentId: row.commentId,
    ...authorOf(row),
    toUid: row.toUid,
    toName: row.toName,
    toAvatar: row.toAvatar,
    content: row.content,
    status: row.status,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

/** Visible replies of a comment, newest first. */
export function visibleReplies(commentId: number): ReplyRow[] {
  return replies
    .where('commentId', commentId)
    .filter((r) => r.status === 0 && userByUid(r.fromUid) !== undefined)
    .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id);
}

/** How many of the newest replies a listed comment carries. */
export const COMMENT_REPLY_PREVIEW = 3;

export function toCommentVO(row: CommentRow): CommentVO {
  const shown = visibleReplies(row.id);
  return {
    id: row.id,
    content: row.content,
    ...authorOf(row),
    likeNum: row.likeNum,
    totalReplyNum: shown.length,
    gmtCreate: jacksonDate(row.gmtCreate),
    replyList: shown.slice(0, COMMENT_REPLY_PREVIEW).map(toReplyVO),
  };
}
