import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';

export const discussionKeys = {
  detail: (did: number) => ['discussion', 'detail', did] as const,
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
