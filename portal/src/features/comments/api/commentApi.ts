import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import type { CommentListVO, CommentVO, ReplyVO } from '@generated/model/index';
import { COMMENTS_PER_PAGE } from '../model/commentRules';

/** Where a comment area lives: under a discussion, or a contest's Q&A. */
export type CommentSource = { type: 'Discussion'; id: number } | { type: 'Contest'; id: number };

export const commentKeys = {
  all: ['comments'] as const,
  list: (source: CommentSource) => [...commentKeys.all, source.type, source.id] as const,
  replies: (source: CommentSource, commentId: number) =>
    [...commentKeys.list(source), 'replies', commentId] as const,
};

const where = (source: CommentSource) =>
  source.type === 'Discussion' ? { did: source.id, cid: null } : { did: null, cid: source.id };

/** Pages of 10 comments; "load more" asks for the next one. */
export const commentsQuery = (source: CommentSource) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(source),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/comments', {
          params: {
            query: {
              ...(source.type === 'Discussion' ? { did: source.id } : { cid: source.id }),
              currentPage: pageParam,
              limit: COMMENTS_PER_PAGE,
            },
          },
          signal,
        }),
      ),
    getNextPageParam: (last: CommentListVO) => {
      const { current, pages, total, size } = last.commentList;
      const lastPage = Math.max(pages, Math.ceil(total / Math.max(size, 1)));
      return current < lastPage ? current + 1 : undefined;
    },
  });

/** Every reply of one comment, newest first (the list only carries the newest three). */
export const repliesQuery = (source: CommentSource, commentId: number) =>
  queryOptions({
    queryKey: commentKeys.replies(source, commentId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/reply', {
          params: { query: { commentId, ...(source.type === 'Contest' ? { cid: source.id } : {}) } },
          signal,
        }),
      ),
  });

export function postComment(source: CommentSource, content: string): Promise<CommentVO> {
  return unwrap(api.POST('/api/comment', { body: { content, ...where(source) } }));
}

// The void calls need no unwrap: the request layer already rejects any answer whose body status is not 200.

export async function deleteComment(source: CommentSource, comment: CommentVO): Promise<void> {
  await api.DELETE('/api/comment', {
    body: { id: comment.id, fromUid: comment.fromUid ?? null, ...where(source) },
  });
}

export interface ReplyTarget {
  commentId: number;
  /** The comment or reply answered. */
  quoteId: number;
  quoteType: 'Comment' | 'Reply';
  toUid: string | null;
  toName: string | null;
  toAvatar: string | null;
}

export function postReply(source: CommentSource, target: ReplyTarget, content: string): Promise<ReplyVO> {
  return unwrap(
    api.POST('/api/reply', {
      body: {
        reply: {
          commentId: target.commentId,
          content,
          toUid: target.toUid,
          toName: target.toName,
          toAvatar: target.toAvatar,
        },
        did: source.type === 'Discussion' ? source.id : null,
        quoteId: target.quoteId,
        quoteType: target.quoteType,
      },
    }),
  );
}

export async function deleteReply(source: CommentSource, reply: ReplyVO): Promise<void> {
  await api.DELETE('/api/reply', {
    body: {
      reply: { id: reply.id, commentId: reply.commentId ?? null, fromUid: reply.fromUid ?? null },
      did: source.type === 'Discussion' ? source.id : null,
    },
  });
}

export async function likeComment(source: CommentSource, commentId: number, toLike: boolean): Promise<void> {
  await api.GET('/api/comment-like', {
    params: { query: { cid: commentId, toLike, sourceId: source.id, sourceType: source.type } },
  });
}

type CommentPages = InfiniteData<CommentListVO, number>;

/** Rewrites the loaded comment pages in the cache (posting, liking, deleting change them in place). */
export function updateComments(
  client: QueryClient,
  source: CommentSource,
  update: (page: CommentListVO, index: number) => CommentListVO,
): void {
  client.setQueryData<CommentPages>(commentKeys.list(source), (data) =>
    data ? { ...data, pages: data.pages.map(update) } : data,
  );
}

/** Applies `change` to the comment `id` wherever it is loaded. */
export function updateComment(
  client: QueryClient,
  source: CommentSource,
  id: number,
  change: (comment: CommentVO) => CommentVO,
): void {
  updateComments(client, source, (page) => ({
    ...page,
    commentList: {
      ...page.commentList,
      records: page.commentList.records.map((c) => (c.id === id ? change(c) : c)),
    },
  }));
}
