import { useQueryClient } from '@tanstack/react-query';
import type { CommentVO, ReplyVO } from '@generated/model/index';
import { isAdminRole } from '@hoj/core/domain/roles';
import { useT } from '@portal/i18n/useT';
import { rolesSignal } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';
import {
  commentKeys,
  deleteComment,
  deleteReply,
  likeComment,
  postComment,
  postReply,
  repliesQuery,
  updateComment,
  updateComments,
  type CommentSource,
  type ReplyTarget,
} from '../api/commentApi';
import { REPLIES_COLLAPSED } from '../model/commentRules';

/** The role a new post records for its author, as the backend stores it (it leaves it out of the answer). */
function ownPosterRole(): string {
  const roles = rolesSignal.peek();
  if (roles.includes('root')) return 'root';
  return isAdminRole(roles) ? 'admin' : 'user';
}

/**
 * What a comment area can do, each keeping the loaded pages in the cache in step with the server without
 * reloading them (a reload would reorder the list under the reader's eyes).
 */
export function useCommentActions(source: CommentSource) {
  const client = useQueryClient();
  const t = useT();

  const setReplies = (commentId: number, update: (replies: ReplyVO[]) => ReplyVO[]) =>
    client.setQueryData<ReplyVO[]>(commentKeys.replies(source, commentId), (replies) =>
      replies ? update(replies) : replies,
    );

  return {
    async addComment(content: string): Promise<void> {
      const created = await postComment(source, content);
      const comment: CommentVO = {
        ...created,
        fromRole: created.fromRole ?? ownPosterRole(),
        totalReplyNum: created.totalReplyNum ?? 0,
        replyList: created.replyList ?? [],
      };
      updateComments(client, source, (page, index) =>
        index === 0
          ? {
              ...page,
              commentList: {
                ...page.commentList,
                total: page.commentList.total + 1,
                records: [comment, ...page.commentList.records],
              },
            }
          : page,
      );
      showToast('success', t('comments.posted'));
    },

    /** Optimistic: the count moves by one at once and moves back if the server refuses. */
    async toggleLike(comment: CommentVO, liked: boolean): Promise<void> {
      const flip = (toLike: boolean) => {
        updateComments(client, source, (page) =>
          page.commentList.records.some((c) => c.id === comment.id)
            ? { ...page, commentLikeMap: { ...page.commentLikeMap, [String(comment.id)]: toLike } }
            : page,
        );
        updateComment(client, source, comment.id, (c) => ({
          ...c,
          likeNum: Math.max(0, (c.likeNum ?? 0) + (toLike ? 1 : -1)),
        }));
      };
      flip(!liked);
      try {
        await likeComment(source, comment.id, !liked);
      } catch {
        flip(liked);
      }
    },

    async removeComment(comment: CommentVO): Promise<void> {
      await deleteComment(source, comment);
      updateComments(client, source, (page) => {
        const records = page.commentList.records.filter((c) => c.id !== comment.id);
        const removed = page.commentList.records.length - records.length;
        return {
          ...page,
          commentList: { ...page.commentList, total: page.commentList.total - removed, records },
        };
      });
      client.removeQueries({ queryKey: commentKeys.replies(source, comment.id) });
      showToast('success', t('comments.deleted'));
    },

    async addReply(target: ReplyTarget, content: string): Promise<void> {
      const reply = await postReply(source, target, content);
      updateComment(client, source, target.commentId, (c) => ({
        ...c,
        totalReplyNum: (c.totalReplyNum ?? 0) + 1,
        replyList: [reply, ...(c.replyList ?? [])].slice(0, REPLIES_COLLAPSED),
      }));
      setReplies(target.commentId, (replies) => [reply, ...replies]);
      showToast('success', t('comments.replied'));
    },

    /** After a delete the newest three are read again, so the collapsed list stays full. */
    async removeReply(commentId: number, reply: ReplyVO): Promise<void> {
      await deleteReply(source, reply);
      setReplies(commentId, (replies) => replies.filter((r) => r.id !== reply.id));
      updateComment(client, source, commentId, (c) => ({
        ...c,
        totalReplyNum: Math.max(0, (c.totalReplyNum ?? 0) - 1),
        replyList: (c.replyList ?? []).filter((r) => r.id !== reply.id),
      }));
      showToast('success', t('comments.deleted'));
      try {
        const all = await client.fetchQuery({ ...repliesQuery(source, commentId), staleTime: 0 });
        updateComment(client, source, commentId, (c) => ({
          ...c,
          totalReplyNum: all.length,
          replyList: all.slice(0, REPLIES_COLLAPSED),
        }));
      } catch {
        // The list already lost the deleted reply; the refill can wait for the next visit.
      }
    },
  };
}

export type CommentActions = ReturnType<typeof useCommentActions>;
