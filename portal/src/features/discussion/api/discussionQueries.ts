import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Category, Discussion } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import { DISCUSSIONS_PER_PAGE, type DiscussionFilters } from '../model/discussionFilters';
import type { DiscussionScope } from '../model/discussionScope';

export const discussionKeys = {
  all: ['discussion'] as const,
  detail: (did: number) => ['discussion', 'detail', did] as const,
  lists: ['discussion', 'list'] as const,
  list: (scope: DiscussionScope, filters: DiscussionFilters) =>
    ['discussion', 'list', scope.gid, scope.pid, filters] as const,
  categories: ['discussion', 'categories'] as const,
};

/** One discussion with its category and the caller's like; every read counts a view on the server. */
export const discussionQuery = (did: number) =>
  queryOptions({
    queryKey: discussionKeys.detail(did),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/get-discussion-detail', { params: { query: { did } }, signal })),
  });

/** Likes or takes the like back; the request layer rejects a refusal. */
export async function likeDiscussion(did: number, toLike: boolean): Promise<void> {
  await api.GET('/api/discussion-like', { params: { query: { did, toLike } } });
}

/** A post as the boards list it: every field may be missing but its id. */
export type DiscussionPost = Discussion & { id: number };

export interface DiscussionListPage {
  records: DiscussionPost[];
  total: number;
}

function pageOf(page: { records?: unknown; total?: unknown } | null | undefined): DiscussionListPage {
  const total = typeof page?.total === 'number' && page.total >= 0 ? page.total : 0;
  const records = recordsOf<Discussion>(page?.records, 'discussion list').filter(
    (post): post is DiscussionPost => typeof post.id === 'number',
  );
  return { records, total };
}

/**
 * One page of a board, pinned posts first (the server orders them). The public board filters by category,
 * keyword and the reader's own posts; a group's board only by problem, which is all its call reads.
 */
export const discussionListQuery = (scope: DiscussionScope, filters: DiscussionFilters) =>
  queryOptions({
    queryKey: discussionKeys.list(scope, filters),
    queryFn: async ({ signal }): Promise<DiscussionListPage> => {
      const paging = { currentPage: filters.currentPage, limit: DISCUSSIONS_PER_PAGE };
      const pid = scope.pid === null ? {} : { pid: scope.pid };
      if (scope.gid !== null) {
        const query = { ...paging, gid: scope.gid, ...pid };
        return pageOf(await unwrap(api.GET('/api/group/get-discussion-list', { params: { query }, signal })));
      }
      const query = {
        ...paging,
        ...pid,
        ...(filters.cid !== null ? { cid: filters.cid } : {}),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        ...(filters.onlyMine ? { onlyMine: true } : {}),
      };
      return pageOf(await unwrap(api.GET('/api/get-discussion-list', { params: { query }, signal })));
    },
    // A new page or filter keeps the old posts on screen (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });

/** The categories, in the server's order; the same for every board. */
export const discussionCategoriesQuery = () =>
  queryOptions({
    queryKey: discussionKeys.categories,
    queryFn: async ({ signal }): Promise<Category[]> =>
      recordsOf<Category>(
        await unwrap(api.GET('/api/discussion-category', { signal })),
        'discussion categories',
      ).filter((category) => typeof category.id === 'number'),
    staleTime: 5 * 60_000,
  });

/** The reader's level in a group, in the entry the group pages' guard and menu read too. */
export const groupAuthQuery = (gid: number, uid: string) =>
  queryOptions({
    queryKey: ['group', gid, 'auth', uid] as const,
    queryFn: async ({ signal }): Promise<number> =>
      unwrap(api.GET('/api/get-group-auth', { params: { query: { gid } }, signal })),
  });
