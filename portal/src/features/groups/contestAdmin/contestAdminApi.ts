import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminContestVO,
  Announcement,
  Contest,
  ContestProblem,
  ContestType,
  Problem,
} from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { recordsOf } from '@hoj/core/parse/lenient';
import { groupKeys } from '../api/groupKeys';
import { totalOf } from '../api/groupListQuery';
import { PICKER_PER_PAGE } from '../api/pickerPaging';

/** Forms and dialogs show the server's reason themselves: no toast on top of it. */
const quiet = fetchWith({ silent: true });

export const ADMIN_CONTESTS_PER_PAGE = 10;

/** Every cache entry of the contests' admin view sits under the group's contests, so a change renews both. */
export const contestAdminKeys = {
  all: (gid: number) => [...groupKeys.group(gid), 'contests'] as const,
  list: (gid: number, page: number) => [...contestAdminKeys.all(gid), 'admin', page] as const,
  problems: (gid: number, cid: number) => [...contestAdminKeys.all(gid), 'problems', cid] as const,
  candidates: (gid: number, cid: number, page: number, keyword: string) =>
    [...contestAdminKeys.all(gid), 'candidates', cid, page, keyword] as const,
  announcements: (gid: number, cid: number) => [...contestAdminKeys.all(gid), 'announcements', cid] as const,
};

export type AdminContestRow = Contest & { id: number };

/** Every contest of the group, hidden ones too. */
export const adminContestsQuery = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: contestAdminKeys.list(gid, currentPage),
    queryFn: async ({ signal }) => {
      const page = await unwrap(
        api.GET('/api/group/get-admin-contest-list', {
          params: { query: { gid, currentPage, limit: ADMIN_CONTESTS_PER_PAGE } },
          signal,
        }),
      );
      return {
        records: recordsOf<Contest>(page?.records, 'group admin contests').filter(
          (row): row is AdminContestRow => typeof row.id === 'number',
        ),
        total: totalOf(page),
      };
    },
    placeholderData: keepPreviousData,
  });

export interface ContestProblemRow {
  problem: Problem & { id: number };
  /** The contest's entry of it (label, title, balloon colour), when the server sent one. */
  entry: ContestProblem | null;
}

function problemRows(data: unknown, what: string) {
  const result = (data ?? {}) as {
    problemList?: { records?: unknown; total?: unknown };
    contestProblemMap?: Record<string, ContestProblem> | null;
  };
  const map =
    result.contestProblemMap && typeof result.contestProblemMap === 'object' ? result.contestProblemMap : {};
  return {
    records: recordsOf<Problem>(result.problemList?.records, what)
      .filter((p): p is Problem & { id: number } => typeof p.id === 'number')
      .map((problem): ContestProblemRow => ({ problem, entry: map[String(problem.id)] ?? null })),
    total: totalOf(result.problemList as never),
  };
}

/** The contest's problems by label (a hundred at most here). */
export const contestProblemsQuery = (gid: number, cid: number) =>
  queryOptions({
    queryKey: contestAdminKeys.problems(gid, cid),
    queryFn: async ({ signal }) =>
      problemRows(
        await unwrap(
          api.GET('/api/group/get-contest-problem-list', {
            params: { query: { cid, currentPage: 1, limit: 100 } },
            signal,
          }),
        ),
        'group contest problems',
      ),
  });

/** Public problems of the contest's rule type not yet in it, to add. */
export const contestCandidatesQuery = (
  gid: number,
  cid: number,
  type: ContestType,
  currentPage: number,
  keyword: string,
) =>
  queryOptions({
    queryKey: contestAdminKeys.candidates(gid, cid, currentPage, keyword),
    queryFn: async ({ signal }) =>
      problemRows(
        await unwrap(
          api.GET('/api/group/get-contest-problem-list', {
            params: {
              query: {
                cid,
                problemType: type,
                currentPage,
                limit: PICKER_PER_PAGE,
                ...(keyword ? { keyword } : {}),
              },
            },
            signal,
          }),
        ),
        'group contest candidates',
      ),
    placeholderData: keepPreviousData,
  });

export type AnnouncementRow = Announcement & { id: number };

/** The contest's announcements (the first fifty). */
export const contestAnnouncementsQuery = (gid: number, cid: number) =>
  queryOptions({
    queryKey: contestAdminKeys.announcements(gid, cid),
    queryFn: async ({ signal }) => {
      const page = await unwrap(
        api.GET('/api/group/get-contest-announcement-list', {
          params: { query: { cid, currentPage: 1, limit: 50 } },
          signal,
        }),
      );
      return {
        records: recordsOf<Announcement>(page?.records, 'group contest announcements').filter(
          (row): row is AnnouncementRow => typeof row.id === 'number',
        ),
        total: totalOf(page),
      };
    },
  });

/** `GET /api/group/contest?cid=`: the contest as the editor edits it. */
export async function fetchContest(cid: number): Promise<AdminContestVO> {
  return (await unwrap(api.GET('/api/group/contest', { params: { query: { cid } }, fetch: quiet }))) ?? {};
}

/** `POST` (no id) or `PUT` `/api/group/contest`, for the group `gid`. */
export async function saveContest(gid: number, vo: AdminContestVO): Promise<void> {
  // The contract requires these; core's body carries all but the group, which is the page's.
  const body = { ...vo, gid, title: vo.title ?? '', type: vo.type ?? 0, auth: vo.auth ?? 0 };
  if (body.id === undefined || body.id === null) await api.POST('/api/group/contest', { body, fetch: quiet });
  else await api.PUT('/api/group/contest', { body, fetch: quiet });
}

export async function deleteContest(cid: number): Promise<void> {
  await api.DELETE('/api/group/contest', { params: { query: { cid } }, fetch: quiet });
}

export async function changeContestVisible(cid: number, visible: boolean): Promise<void> {
  await api.PUT('/api/group/change-contest-visible', { params: { query: { cid, visible } }, fetch: quiet });
}

export async function addPublicContestProblem(cid: number, pid: number, displayId: string): Promise<void> {
  await api.POST('/api/group/add-contest-problem-from-public', {
    body: { cid, pid, displayId },
    fetch: quiet,
  });
}

export async function addGroupContestProblem(
  cid: number,
  problemId: string,
  displayId: string,
): Promise<void> {
  await api.POST('/api/group/add-contest-problem-from-group', {
    params: { query: { cid, problemId, displayId } },
    fetch: quiet,
  });
}

/** Changes a contest entry by its id: label, title shown in the contest, balloon colour. */
export async function updateContestProblem(entry: ContestProblem): Promise<void> {
  await api.PUT('/api/group/contest-problem', { body: entry, fetch: quiet });
}

export async function removeContestProblem(cid: number, pid: number): Promise<void> {
  await api.DELETE('/api/group/contest-problem', { params: { query: { cid, pid } }, fetch: quiet });
}

export async function saveContestAnnouncement(cid: number, announcement: Announcement): Promise<void> {
  const body = { cid, announcement };
  if (announcement.id === undefined)
    await api.POST('/api/group/contest-announcement', { body, fetch: quiet });
  else await api.PUT('/api/group/contest-announcement', { body, fetch: quiet });
}

export async function deleteContestAnnouncement(cid: number, aid: number): Promise<void> {
  await api.DELETE('/api/group/contest-announcement', { params: { query: { cid, aid } }, fetch: quiet });
}
