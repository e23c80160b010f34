import {
  contestCommentDrafts,
  discussionDrafts,
  draftAuthor,
  type CommentDraft,
} from '../store/seeds/forumDrafts';
import { posterRole } from '../store/schema/discussions';
import type { SeedContext } from '../store/seedContext';
import type { CommentLikeRow, CommentRow, ReplyRow } from '../store/schema/comments';

export interface CommentSeed {
  comments: CommentRow[];
  replies: ReplyRow[];
  commentLikes: CommentLikeRow[];
}

/**
 * The comments of the seeded discussions (discussion `n` is the n-th draft), with replies and likes, then the
 * Q&A of the running contest.
 */
export function seedComments(ctx: SeedContext): CommentSeed {
  const seed: CommentSeed = { comments: [], replies: [], commentLikes: [] };

  const addComment = (draft: CommentDraft, where: { did: number | null; cid: number | null }) => {
    const author = draftAuthor(draft.author);
    const at = ctx.ago(draft.age);
    const id = seed.comments.length + 1;
    const likers = (draft.likers ?? []).map(draftAuthor);
    seed.comments.push({
      id,
      ...where,
      content: draft.content,
      fromUid: author.uid,
      fromName: author.username,
      fromAvatar: author.avatar,
      fromRole: posterRole(author.role),
      likeNum: likers.length,
      status: draft.banned ? 1 : 0,
      gmtCreate: at,
      gmtModified: at,
    });
    for (const liker of likers) seed.commentLikes.push({ cid: id, uid: liker.uid });
    for (const reply of draft.replies ?? []) {
      const from = draftAuthor(reply.author);
      const to = draftAuthor(reply.to);
      const replyAt = ctx.ago(reply.age);
      seed.replies.push({
        id: seed.replies.length + 1,
        commentId: id,
        fromUid: from.uid,
        fromName: from.username,
        fromAvatar: from.avatar,
        fromRole: posterRole(from.role),
        toUid: to.uid,
        toName: to.username,
        toAvatar: to.avatar,
        content: reply.content,
        status: 0,
        gmtCreate: replyAt,
        gmtModified: replyAt,
      });
    }
  };

  discussionDrafts.forEach((draft, index) => {
    for (const comment of draft.comments ?? []) addComment(comment, { did: index + 1, cid: null });
  });
  for (const { cid, ...draft } of contestCommentDrafts) addComment(draft, { did: null, cid });
  return seed;
}
