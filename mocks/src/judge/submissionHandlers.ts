import { JudgeStatus, type Judge, type JudgeVO } from '@generated/model/index';
import type { UserRow } from '../store/schema/accounts';
import { contests, type ContestRow } from '../store/schema/contests';
import { memberAuth } from '../store/schema/groups';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { listId, type BodyReader } from '../http/request';
import { problems } from '../store/schema/problems';
import { switchSettings } from '../store/schema/site';
import { isContestAdmin, isRegistered, isSealedFor, statusNow } from '../store/queries/contests';
import { submissions, type SubmissionRow } from '../store/schema/judge';
import { judgeMessages, judgeNotices } from './texts';
import { toJudge, toJudgeCaseVO, toJudgeVO, usernameOf } from './views';

/** Group members of this authority or above are the group's admins. */
const GROUP_ROOT_AUTH = 5;
const SUBMISSION_PAGE = { current: 1, size: 30 };
/** Statuses whose judge message a submission's page may show. */
const MESSAGE_SHOWN = new Set<JudgeStatus>([
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
]);

const hasRole = (user: UserRow | null, ...roles: string[]) => user !== null && roles.includes(user.role);
const isGroupRoot = (gid: number | null, user: UserRow | null) =>
  gid !== null && user !== null && memberAuth(gid, user.uid) >= GROUP_ROOT_AUTH;
/** The site hides code outside contests from everyone but root and problem admins. */
const hidesCode = (user: UserRow | null) =>
  switchSettings.hideNonContestSubmissionCode && !hasRole(user, 'root', 'problem_admin');

function submissionOf(submitId: number): SubmissionRow {
  const row = submissions.get(submitId);
  if (!row) throw new ApiFailure(404, judgeMessages.submissionMissing);
  return row;
}

function contestOf(cid: number): ContestRow {
  const contest = contests.get(cid);
  if (!contest) throw new ApiFailure(404, judgeMessages.contestMissing);
  return contest;
}

/** A contest submission as its viewer may see it; null when a sealed OI board hides it altogether. */
function contestView(row: SubmissionRow, judge: Judge, caller: UserRow): Judge | null {
  const contest = contestOf(row.cid);
  const privileged = caller.role === 'root' || contest.uid === caller.uid || isGroupRoot(row.gid, caller);
  if (!privileged) {
    if (contest.type === 1 && isSealedFor(contest, caller)) return null;
    if (row.uid !== caller.uid) {
      judge.code = null;
      if (statusNow(contest) === 0) {
        judge.time = null;
        judge.memory = null;
        judge.length = null;
        judge.errorMessage = judgeNotices.contestRunningError;
      }
    }
  }
  if (caller.role !== 'root' && contest.gid !== null && judge.code !== null && hidesCode(caller))
    judge.code = judgeNotices.hiddenCode;
  return judge;
}

/**
 * A submission outside contests: its code goes to the owner, root and problem admins, a group's admins, and to
 * everyone when the owner shares it on a problem that allows sharing.
 */
function commonView(row: SubmissionRow, judge: Judge, caller: UserRow | null): Judge {
  const shared = row.share && problems.get(row.pid)?.codeShare === true;
  const privileged = hasRole(caller, 'root', 'problem_admin') || isGroupRoot(row.gid, caller);
  if (!shared && !privileged && caller?.uid !== row.uid) judge.code = null;
  if (judge.code !== null && hidesCode(caller)) judge.code = judgeNotices.hiddenCode;
  return judge;
}

/** Whether the caller sees the whole case rows (ids, data file names), and whether any at all. */
function caseAccess(row: SubmissionRow, caller: UserRow | null): 'full' | 'limited' | 'none' {
  if (row.cid === 0) return hasRole(caller, 'root', 'admin', 'problem_admin') ? 'full' : 'limited';
  if (!caller) throw new ApiFailure(403, judgeMessages.caseResultLogin);
  if (caller.role === 'root') return 'full';
  const contest = contestOf(row.cid);
  if (contest.uid === caller.uid && !(contest.gid !== null && !isGroupRoot(contest.gid, caller)))
    return 'full';
  const running = statusNow(contest) === 0;
  if (contest.type === 0 && running) return 'none';
  if (contest.type === 1 && running && isSealedFor(contest, caller)) return 'none';
  return 'limited';
}

/** The `submitIds` of a status check; anything but a list of ids reads as none. */
function submitIdsOf(dto: BodyReader<{ submitIds?: number[] | null }>): number[] {
  const raw = dto.raw('submitIds');
  return Array.isArray(raw) ? raw.map(listId) : [];
}

/** The fields a status poll carries: no code, no messages, no remote account. */
function polled(row: SubmissionRow): Judge {
  return { ...toJudge(row), code: null, errorMessage: null };
}

const matchesText = (value: string | null, wanted: string, exact: boolean) =>
  value !== null && (exact ? value === wanted : value.includes(wanted));

const newestFirst = (a: SubmissionRow, b: SubmissionRow) =>
  b.submitTime.getTime() - a.submitTime.getTime() || b.submitId - a.submitId;

/** The trailer the backend appends to last accepted code, in the language's comment syntax. */
function withTrailer(row: SubmissionRow): string {
  const time = row.submitTime.toISOString().slice(0, 19).replace('T', ' ');
  const lines = [
    `@runId: ${row.submitId}`,
    `@language: ${row.language}`,
    `@author: ${usernameOf(row)}`,
    `@submitTime: ${time}`,
  ];
  const language = row.language.toLowerCase();
  if (language.includes('py')) return `${row.code}\n\n'''\n${lines.map((l) => `    ${l}`).join('\n')}\n'''`;
  if (language.includes('ruby'))
    return `${row.code}\n\n=begin\n${lines.map((l) => `* ${l}`).join('\n')}\n=end`;
  return `${row.code}\n\n/**\n${lines.map((l) => `* ${l}`).join('\n')}\n*/`;
}

export const submissionHandlers = [
  operation('getSubmission', 'anon', ({ query, caller }) => {
    const row = submissionOf(query.requiredInt('submitId'));
    let judge: Judge | null = toJudge(row);
    if (row.cid !== 0) {
      if (!caller) throw new ApiFailure(401, judgeMessages.loginFirst);
      judge = contestView(row, judge, caller);
      if (!judge) return { data: { submission: { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT } } };
    } else judge = commonView(row, judge, caller);
    if (!MESSAGE_SHOWN.has(row.status)) judge.errorMessage = judgeNotices.hiddenError;
    return { data: { submission: judge, codeShare: problems.get(row.pid)?.codeShare ?? false } };
  }),

  operation('getALLCaseResult', 'anon', ({ query, caller }) => {
    const row = submissionOf(query.requiredInt('submitId'));
    if (problems.get(row.pid)?.openCaseResult === false) return { data: null };
    const access = caseAccess(row, caller);
    return { data: access === 'none' ? null : toJudgeCaseVO(row, access === 'full') };
  }),

  // Submissions outside contests (a group's with `gid`, else those outside groups), newest first.
  operation('getJudgeList', 'anon', ({ query, caller }) => {
    const page = query.page(SUBMISSION_PAGE);
    const onlyMine = query.bool('onlyMine', false);
    if (onlyMine && !caller) throw new ApiFailure(401, judgeMessages.staleLogin);
    const problemId = query.raw('problemID')?.trim();
    const exact = query.bool('completeProblemID', false);
    const status = query.int('status');
    const username = query.string('username')?.toLowerCase();
    const gid = query.int('gid') ?? null;
    const rows = submissions
      .where('cid', 0)
      .filter(
        (s) =>
          s.cpid === 0 &&
          s.gid === gid &&
          (!onlyMine || s.uid === caller?.uid) &&
          (status === undefined || s.status === status) &&
          (problemId === undefined || matchesText(s.displayPid, problemId, exact)) &&
          (username === undefined || usernameOf(s).toLowerCase().includes(username)),
      )
      .sort(newestFirst);
    return { data: toPage<SubmissionRow, JudgeVO>(rows, page, toJudgeVO) };
  }),

  operation('checkCommonJudgeResult', 'anon', async ({ body }) => {
    const ids = submitIdsOf(await body());
    const data: Record<string, Judge> = {};
    for (const id of ids) {
      const row = submissions.get(id);
      if (row) data[String(row.submitId)] = polled(row);
    }
    return { data };
  }),

  // The contest's rules on a poll: a sealed board leaves out what was submitted after the seal, and others'
  // time, memory and length stay hidden from all but the contest's admins.
  operation('checkContestJudgeResult', 'required', async ({ body, user }) => {
    const dto = await body();
    const cid = dto.int('cid');
    if (cid === null) throw new ApiFailure(404, judgeMessages.contestIdMissing);
    const ids = submitIdsOf(dto);
    if (ids.length === 0) return { data: {} };
    const contest = contestOf(cid);
    const admin = isContestAdmin(contest, user);
    const sealed = isSealedFor(contest, user);
    const data: Record<string, Judge> = {};
    for (const id of ids) {
      const row = submissions.get(id);
      if (!row || row.cid !== cid) continue;
      const at = row.submitTime.getTime();
      if (sealed && (at < contest.startTime.getTime() || at > (contest.sealRankTime?.getTime() ?? at)))
        continue;
      const judge: Judge = { ...polled(row), displayPid: null };
      if (row.uid !== user.uid && !admin) {
        judge.time = null;
        judge.memory = null;
        judge.length = null;
      }
      data[String(row.submitId)] = judge;
    }
    return { data };
  }),

  operation('getContestSubmissionList', 'required', ({ query, user }) => {
    const contest = contests.get(query.requiredInt('contestID'));
    if (!contest?.visible) throw new ApiFailure(400, judgeMessages.contestMissing);
    const admin = isContestAdmin(contest, user);
    const status = statusNow(contest);
    if (!admin) {
      if (status === -1) throw new ApiFailure(403, judgeMessages.contestNotStartedView);
      if (contest.auth === 1 && !isRegistered(contest, user.uid))
        throw new ApiFailure(403, judgeMessages.contestRegisterFirst);
    }
    const page = query.page(SUBMISSION_PAGE);
    const onlyMine = query.bool('onlyMine', false);
    const label = query.string('problemID');
    const exact = query.bool('completeProblemID', false);
    const wanted = query.int('status');
    const username = query.string('username')?.toLowerCase();
    const before = query.bool('beforeContestSubmit', false);
    const containsEnd = query.bool('containsEnd', false);
    const sealed = isSealedFor(contest, user);
    const cutOff = sealed
      ? contest.sealRankTime
      : contest.allowEndSubmit && containsEnd
        ? null
        : contest.endTime;
    const start = contest.startTime.getTime();
    const rows = submissions
      .where('cid', contest.id)
      .filter((s) => {
        const at = s.submitTime.getTime();
        if (before ? at >= start : at < start) return false;
        if (cutOff && at >= cutOff.getTime() && !(contest.type === 0 && s.uid === user.uid)) return false;
        return (
          (!onlyMine || s.uid === user.uid) &&
          (wanted === undefined || s.status === wanted) &&
          (label === undefined || matchesText(s.displayId, label, exact)) &&
          (username === undefined || usernameOf(s).toLowerCase().includes(username))
        );
      })
      .sort(newestFirst);
    const hideOthers = status === 0 && user.role !== 'root' && contest.uid !== user.uid;
    const view = (s: SubmissionRow): JudgeVO => {
      const vo = toJudgeVO(s);
      return hideOthers && s.uid !== user.uid ? { ...vo, time: null, memory: null, length: null } : vo;
    };
    return { data: toPage(rows, page, view) };
  }),

  // The caller's latest accepted code for the problem (in the contest, or outside contests), with a trailer.
  operation('getUserLastAcceptedCode', 'required', ({ query, user }) => {
    const pid = query.requiredInt('pid');
    const cid = query.int('cid') ?? 0;
    const last = submissions
      .where('uid', user.uid)
      .filter((s) => s.pid === pid && s.cid === cid && s.status === JudgeStatus.ACCEPTED)
      .sort((a, b) => b.submitId - a.submitId)[0];
    if (!last) return { data: { submitId: null, code: '', language: null } };
    const code = cid === 0 && hidesCode(user) ? judgeNotices.hiddenCode : withTrailer(last);
    return { data: { submitId: last.submitId, code, language: last.language } };
  }),
];
