import type { JudgeStatus } from '@generated/model/index';
import { isJudgeStatus } from '@hoj/core/domain/judgeStatus';

/** Which submissions a list shows: the site's, a contest's or a group's (from the route, else the address). */
export interface SubmissionScope {
  contestId: number | null;
  groupId: number | null;
}

/** A submission list's filters, all kept in the address so a reload or a shared link shows the same rows. */
export interface SubmissionFilters {
  onlyMine: boolean;
  status: JudgeStatus | null;
  username: string;
  problemID: string;
  currentPage: number;
  completeProblemID: boolean;
  contestID: number | null;
  gid: number | null;
  beforeContestSubmit: boolean;
  containsEnd: boolean;
}

const flag = (search: URLSearchParams, name: string) => search.get(name) === 'true';

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

function statusOf(value: string | null): JudgeStatus | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return isJudgeStatus(number) ? number : null;
}

/** Filters from an address; the route's contest or group wins over the same key in the query. */
export function filtersFromSearch(search: URLSearchParams, scope: SubmissionScope): SubmissionFilters {
  return {
    onlyMine: flag(search, 'onlyMine'),
    status: statusOf(search.get('status')),
    username: search.get('username')?.trim() ?? '',
    problemID: search.get('problemID')?.trim() ?? '',
    currentPage: positiveInt(search.get('currentPage')) ?? 1,
    completeProblemID: flag(search, 'completeProblemID'),
    contestID: scope.contestId ?? positiveInt(search.get('contestID')),
    gid: scope.groupId ?? positiveInt(search.get('gid')),
    beforeContestSubmit: flag(search, 'beforeContestSubmit'),
    containsEnd: flag(search, 'containsEnd'),
  };
}

/**
 * The address query of `filters`, empty values dropped (false switches, blank text, page 1), and the contest or
 * group left out when the route already names it.
 */
export function searchFromFilters(filters: SubmissionFilters, scope: SubmissionScope): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.onlyMine) search.set('onlyMine', 'true');
  if (filters.status !== null) search.set('status', String(filters.status));
  if (filters.username && !filters.onlyMine) search.set('username', filters.username);
  if (filters.problemID) search.set('problemID', filters.problemID);
  if (filters.currentPage > 1) search.set('currentPage', String(filters.currentPage));
  if (filters.completeProblemID) search.set('completeProblemID', 'true');
  if (filters.contestID !== null && scope.contestId === null)
    search.set('contestID', String(filters.contestID));
  if (filters.gid !== null && scope.groupId === null) search.set('gid', String(filters.gid));
  if (filters.beforeContestSubmit) search.set('beforeContestSubmit', 'true');
  if (filters.containsEnd) search.set('containsEnd', 'true');
  return search;
}
