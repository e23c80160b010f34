import { JudgeStatus, type ACMRankVO } from '@generated/model/index';
import { userByUid, type UserRow } from '../store/schema/accounts';
import { operation } from '../http/operation';
import { DAY, clock } from '../store/clock';
import { submissions } from '../store/schema/judge';

const WEEK_DAYS = 7;
const AC_RANK_WINDOW = 7 * DAY;
const AC_RANK_SIZE = 10;

/** Start of the UTC day of `ms`: the mock counts days in UTC so answers do not depend on the machine's zone. */
const dayStart = (ms: number) => ms - (((ms % DAY) + DAY) % DAY);

/** `MM-dd` of a UTC day. */
const monthDay = (ms: number) => new Date(ms).toISOString().slice(5, 10);

export function lastWeekStatistics(nowMs: number) {
  const today = dayStart(nowMs);
  const days = Array.from({ length: WEEK_DAYS }, (_, i) => today - (WEEK_DAYS - 1 - i) * DAY);
  const acCountList = days.map(() => 0);
  const totalCountList = days.map(() => 0);
  for (const s of submissions) {
    const at = s.submitTime.getTime();
    if (at > nowMs) continue;
    const index = days.indexOf(dayStart(at));
    if (index < 0) continue;
    totalCountList[index] = (totalCountList[index] ?? 0) + 1;
    if (s.status === JudgeStatus.ACCEPTED) acCountList[index] = (acCountList[index] ?? 0) + 1;
  }
  return { dateStrList: days.map(monthDay), acCountList, totalCountList };
}

function toACMRankVO(user: UserRow, ac: number): ACMRankVO {
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    signature: user.signature,
    avatar: user.avatar,
    titleName: user.titleName,
    titleColor: user.titleColor,
    // The backend's 7-day query selects only the accepted count.
    total: null,
    ac,
    rating: null,
  };
}

export const statisticsHandlers = [
  // The backend caches the week for 30 minutes and recomputes on `forceRefresh` (root only); the mock always
  // computes it, so a refresh shows new submissions at once. The parameter is still parsed as Spring does.
  operation('getLastWeekSubmissionStatistics', 'anon', ({ query }) => {
    query.bool('forceRefresh', false);
    return { data: lastWeekStatistics(clock.nowMs()) };
  }),

  // Users by distinct problems accepted outside contests in the last seven days, top ten.
  operation('getRecentSevenAcRank', 'anon', () => {
    const now = clock.nowMs();
    const since = now - AC_RANK_WINDOW;
    const solved = new Map<string, Set<number>>();
    for (const s of submissions.where('cid', 0)) {
      const at = s.submitTime.getTime();
      if (s.status !== JudgeStatus.ACCEPTED || at <= since || at > now) continue;
      const set = solved.get(s.uid) ?? new Set<number>();
      set.add(s.pid);
      solved.set(s.uid, set);
    }
    const rows = [...solved.entries()]
      .map(([uid, pids]) => ({ user: userByUid(uid), ac: pids.size }))
      .filter((row): row is { user: UserRow; ac: number } => row.user !== undefined)
      .sort((a, b) => b.ac - a.ac || a.user.username.localeCompare(b.user.username))
      .slice(0, AC_RANK_SIZE);
    return { data: rows.map((row) => toACMRankVO(row.user, row.ac)) };
  }),
];
