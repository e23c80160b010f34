import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Problem } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { recordsOf } from '@hoj/core/parse/lenient';

/** The admin list shows ten problems a page, as every group list does. */
export const ADMIN_PROBLEMS_PER_PAGE = 10;

const quiet = fetchWith({ silent: true });

/**
 * The admin view's cache entries sit under the group's own key (`['group', gid]`), so whatever refreshes the
 * group refreshes them too; `problems` also covers the members' list, which a change of auth alters.
 */
export const problemAdminKeys = {
  problems: (gid: number) => ['group', gid, 'problems'] as const,
  adminPage: (gid: number, page: number) => ['group', gid, 'problems', 'admin', page] as const,
  editing: (pid: number) => ['group-problem-editor', pid] as const,
};

export interface AdminProblemPage {
  records: Problem[];
  total: number;
}

const totalOf = (page: { total?: unknown } | null | undefined): number =>
  typeof page?.total === 'number' && Number.isFinite(page.total) ? page.total : 0;

/** Every problem of the group, newest first, with its auth and its request to go public (group admins). */
export const adminProblemsQuery = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: problemAdminKeys.adminPage(gid, currentPage),
    queryFn: async ({ signal }): Promise<AdminProblemPage> => {
      const page = await unwrap(
        api.GET('/api/group/get-admin-problem-list', {
          params: { query: { gid, currentPage, limit: ADMIN_PROBLEMS_PER_PAGE } },
          signal,
        }),
      );
      return {
        records: recordsOf<Problem>(page?.records, 'group admin problems').filter(
          (row) => typeof row.id === 'number',
        ),
        total: totalOf(page),
      };
    },
    placeholderData: keepPreviousData,
  });

/** `PUT /api/group/change-problem-auth`: 1 public to the group's members, 2 private (contest-only stays so). */
export async function changeProblemAuth(pid: number, auth: 1 | 2 | 3): Promise<void> {
  await api.PUT('/api/group/change-problem-auth', { params: { query: { pid, auth } }, fetch: quiet });
}

/** `DELETE /api/group/problem`: the problem and everything that hangs on it. */
export async function deleteProblem(pid: number): Promise<void> {
  await api.DELETE('/api/group/problem', { params: { query: { pid } }, fetch: quiet });
}

/** `PUT /api/group/apply-public`: asks the site to take the problem into its public bank, or withdraws that. */
export async function applyPublic(pid: number, isApplied: boolean): Promise<void> {
  await api.PUT('/api/group/apply-public', { params: { query: { pid, isApplied } }, fetch: quiet });
}
