import { queryOptions } from '@tanstack/react-query';
import type { ContestProblemVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import type { ContestListFilters } from '../model/contestListFilters';

export const contestKeys = {
  all: ['contests'] as const,
  problems: (cid: number) => [...contestKeys.all, 'problems', cid] as const,
  list: (filters: ContestListFilters) => [...contestKeys.all, 'list', filters] as const,
  announcements: (cid: number) => [...contestKeys.all, 'announcements', cid] as const,
  announcementPage: (cid: number, page: number) => [...contestKeys.announcements(cid), page] as const,
  unreadAnnouncements: (cid: number, uid: string) => [...contestKeys.all, 'unread', cid, uid] as const,
};

// The contest's own facts come from `@portal/shared/api/contestInfoQuery`, the entry the contest menu reads.

/** The contest's problems in their contest order, with balloon colours and the (seal-aware) counts. */
export const contestProblemsQuery = (cid: number) =>
  queryOptions({
    queryKey: contestKeys.problems(cid),
    queryFn: async ({ signal }): Promise<ContestProblemVO[]> => {
      const list = await unwrap(api.GET('/api/get-contest-problem', { params: { query: { cid } }, signal }));
      return recordsOf<ContestProblemVO>(list, 'contest problems');
    },
  });
