import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAdminGroupProblemList } from '@generated/api/admin-group-problem/admin-group-problem';
import { getAdminProblem } from '@generated/api/admin-problem/admin-problem';
import type { Problem } from '@generated/model/index';
import { recordsOf } from '@hoj/core/parse/lenient';

/** A group problem's request to join the public bank, as the examination list carries it. */
export type Application = Problem & { id: number };

export interface ApplicationFilter {
  keyword: string;
  /** A group id typed in, or '' for every group. */
  gid: string;
}

const hasId = (row: Problem): row is Application => typeof row.id === 'number';

const groupId = (text: string): number | undefined =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;

/** The queue's key prefix: an answer to a request reloads every page of it. */
export const APPLICATIONS_KEY = ['problemExamine'] as const;

/**
 * One page of the requests, the waiting ones first (then by group), as HOJ orders them. The list carries only a
 * few columns (id, display id, title, author, group, state, type, judge mode); the statement is read on demand.
 */
export function useApplications(filter: ApplicationFilter, page: number, limit: number) {
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, 'list', filter, page, limit],
    queryFn: async ({ signal }) => {
      const keyword = filter.keyword.trim();
      const answer = await getAdminGroupProblemList(
        {
          currentPage: page + 1,
          limit,
          keyword: keyword === '' ? undefined : keyword,
          gid: groupId(filter.gid),
        },
        { signal },
      );
      return { rows: recordsOf<Problem>(answer.records, 'applications').filter(hasId), total: answer.total };
    },
    placeholderData: keepPreviousData,
  });
}

/** The whole problem, for its statement and dates (root and problem admins may read any problem). */
export function useApplicationDetail(pid: number) {
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, 'detail', pid],
    queryFn: ({ signal }) => getAdminProblem({ pid }, { signal }),
  });
}
