import { JudgeStatus, type ProblemFullScreenListVO, type ProblemStatusEntry } from '@generated/model/index';
import { contests } from '../store/schema/contests';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { listId } from '../http/request';
import { operation } from '../http/operation';
import { submissions, type SubmissionRow } from '../store/schema/judge';
import { inSealWindow } from '../store/queries/contests';
import { contestForAccess } from './contestAccess';
import { visibleContestProblems } from '../store/queries/problems';
import { problemMessages } from './texts';
import { hook } from '../store/hooks';

const LIVE = new Set<number>([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING]);

/** Latest first, as `ORDER BY submit_time DESC`. */
const latestFirst = (a: SubmissionRow, b: SubmissionRow) =>
  b.submitTime.getTime() - a.submitTime.getTime() || b.submitId - a.submitId;

/**
 * Per problem, the submission that decides the caller's status: under ACM rules an accepted one wins, otherwise
 * the latest; under OI rules (`latestOnly`) the latest.
 */
function decisive(rows: readonly SubmissionRow[], latestOnly: boolean): Map<number, SubmissionRow> {
  const chosen = new Map<number, SubmissionRow>();
  for (const row of [...rows].sort(latestFirst)) {
    const current = chosen.get(row.pid);
    if (
      !current ||
      (!latestOnly && row.status === JudgeStatus.ACCEPTED && current.status !== JudgeStatus.ACCEPTED)
    )
      chosen.set(row.pid, row);
  }
  return chosen;
}

/** `pidList` as Jackson binds a `List<Long>`; anything but a list of numbers is unreadable (HTTP 400). */
function pidListOf(value: unknown): number[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw new ApiFailure(400, messages.badJson, 400);
  return value.map(listId);
}

export const problemStatusHandlers = [
  // The caller's status per problem: practice submissions (of the group, or outside groups), or one contest's.
  operation('getUserProblemStatus', 'required', async ({ body, user }) => {
    const dto = await body();
    const pids = pidListOf(dto.raw('pidList'));
    const isContest = dto.bool('isContestProblemList');
    // `@Validated`: the first failed constraint, HTTP 400.
    if (!pids || pids.length === 0) throw new ApiFailure(400, problemMessages.pidListEmpty, 400);
    if (isContest === null) throw new ApiFailure(400, problemMessages.contestFlagMissing, 400);
    const cid = dto.int('cid');
    const gid = dto.int('gid');
    const wanted = new Set(pids);
    const mine = submissions
      .where('uid', user.uid)
      .filter((s) => wanted.has(s.pid) && (isContest ? s.cid === cid : s.cid === 0 && s.gid === gid));
    const data: Record<string, ProblemStatusEntry> = {};
    if (isContest) {
      const contest = contests.get(cid);
      if (!contest) throw new ApiFailure(404, problemMessages.statusContestMissing);
      const oi = contest.type === 1;
      const hidden = oi && inSealWindow(contest);
      for (const [pid, row] of decisive(mine, oi)) {
        data[pid] = hidden
          ? { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null }
          : { status: row.status, score: oi ? row.score : null };
      }
      for (const pid of pids) data[pid] ??= { status: JudgeStatus.NOT_SUBMITTED, score: null };
    } else {
      for (const [pid, row] of decisive(mine, false)) data[pid] = { status: row.status };
      for (const pid of pids) data[pid] ??= { status: JudgeStatus.NOT_SUBMITTED };
    }
    return { data };
  }),

  // The focus mode's problem list: a training's (the mocks have no trainings, so every id is unknown) or a
  // contest's, under the contest access rules, with the caller's finished results.
  operation('getFullScreenProblemList', 'required', ({ query, user }) => {
    const tid = query.int('tid');
    const cid = query.int('cid');
    if (tid !== undefined) return { data: hook('trainingFocusList')(tid, user) };
    if (cid === undefined || cid === 0) throw new ApiFailure(400, problemMessages.fullScreenNoId);
    const contest = contestForAccess(cid, user);
    const list = visibleContestProblems(contest.id);
    const pids = new Set(list.map((cp) => cp.pid));
    const mine = submissions
      .where('uid', user.uid)
      .filter((s) => s.cid === contest.id && pids.has(s.pid) && !LIVE.has(s.status));
    const oi = contest.type === 1;
    const hidden = oi && mine.length > 0 && inSealWindow(contest);
    const results = decisive(mine, oi);
    return {
      data: list.map((cp): ProblemFullScreenListVO => {
        const row = results.get(cp.pid);
        const base = { pid: cp.pid, problemId: cp.displayId, title: cp.displayTitle };
        if (!row) return { ...base, status: null, score: null };
        if (hidden) return { ...base, status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null };
        return { ...base, status: row.status, score: row.score };
      }),
    };
  }),
];
