import type { RecentUpdatedProblemVO } from '@generated/model/index';
import { DAY, clock } from '../clock';
import { db } from '../db';
import { jacksonDate } from '../format';
import { operation } from '../http/operation';
import { boolParam } from '../http/params';
import type { ProblemRow } from '../seed/problems';
import { ACCEPTED } from '../seed/submissions';

const WEEK_DAYS = 7;
const RECENT_PROBLEMS = 10;

/** Start of the UTC day of `ms`: the mock counts days in UTC so answers do not depend on the machine's zone. */
const dayStart = (ms: number) => ms - (((ms % DAY) + DAY) % DAY);

/** `MM-dd` of a UTC day. */
const monthDay = (ms: number) => new Date(ms).toISOString().slice(5, 10);

export function lastWeekStatistics(nowMs: number) {
  const today = dayStart(nowMs);
  const days = Array.from({ length: WEEK_DAYS }, (_, i) => today - (WEEK_DAYS - 1 - i) * DAY);
  const acCountList = days.map(() => 0);
  const totalCountList = days.map(() => 0);
  for (const s of db.submissions) {
    const at = s.submitTime.getTime();
    if (at > nowMs) continue;
    const index = days.indexOf(dayStart(at));
    if (index < 0) continue;
    totalCountList[index] = (totalCountList[index] ?? 0) + 1;
    if (s.status === ACCEPTED) acCountList[index] = (acCountList[index] ?? 0) + 1;
  }
  return { dateStrList: days.map(monthDay), acCountList, totalCountList };
}

/** Public site problems: what anonymous lists (home page, profiles) may show. */
export const isPublicSiteProblem = (p: ProblemRow) => p.auth === 1 && p.gid === null;

function toRecentUpdatedProblemVO(p: ProblemRow): RecentUpdatedProblemVO {
  return {
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    type: p.type,
    gmtCreate: jacksonDate(p.gmtCreate),
    gmtModified: jacksonDate(p.gmtModified),
  };
}

export const homeStatisticsHandlers = [
  // The backend caches the week for 30 minutes and recomputes on `forceRefresh` (root only); the mock always
  // computes it, so a refresh shows new submissions at once. The parameter is still parsed as Spring does.
  operation('getLastWeekSubmissionStatistics', 'anon', ({ url }) => {
    boolParam(url, 'forceRefresh', false);
    return { data: lastWeekStatistics(clock.nowMs()) };
  }),

  operation('getRecentUpdatedProblemList', 'anon', () => ({
    data: db.problems
      .filter(isPublicSiteProblem)
      .sort((a, b) => b.gmtModified.getTime() - a.gmtModified.getTime())
      .slice(0, RECENT_PROBLEMS)
      .map(toRecentUpdatedProblemVO),
  })),
];
