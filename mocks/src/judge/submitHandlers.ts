import type { UserRow } from '../store/schema/accounts';
import { contestRecordFor, contestRecords, contests } from '../store/schema/contests';
import { memberAuth } from '../store/schema/groups';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { contestProblems, problems, type ProblemRow } from '../store/schema/problems';
import { switchSettings } from '../store/schema/site';
import { SECOND, clock } from '../store/clock';
import {
  ensureContestRows,
  isContestAdmin,
  isRegistered,
  matchesAccountRule,
  parseAccountRule,
  statusNow,
} from '../store/queries/contests';
import { restartRun, startRun } from './simulatedJudge';
import { blankResult, submissions, type SubmissionRow } from '../store/schema/judge';
import { judgeMessages } from './texts';
import { toJudge } from './views';
import { lastSubmitAt } from '../store/schema/judgeState';

/** The languages the backend's validator accepts (`JudgeValidator.HOJ_LANGUAGE_LIST`). */
export const HOJ_LANGUAGES: readonly string[] = [
  'C++',
  'C++ With O2',
  'C++ 17',
  'C++ 17 With O2',
  'C++ 20',
  'C++ 20 With O2',
  'C',
  'C With O2',
  'Python3',
  'Python2',
  'Java',
  'Golang',
  'C#',
  'PHP',
  'PyPy2',
  'PyPy3',
  'JavaScript Node',
  'JavaScript V8',
  'Ruby',
  'Rust',
];

export const MAX_CODE_LENGTH = 65535;
/** Shorter code is refused, except in the languages where a whole program fits in a line. */
export const MIN_CODE_LENGTH = 50;
const SHORT_PROGRAM_LANGUAGES = /Py|PHP|Ruby|Rust|JavaScript/;

const listText = (list: readonly string[]) => `[${list.join(', ')}]`;

/** The code checks every submission and self-test passes (lengths in characters, as Java counts them). */
export function checkCode(code: string, language: string): void {
  if (code.trim() === '' || (code.length < MIN_CODE_LENGTH && !SHORT_PROGRAM_LANGUAGES.test(language)))
    throw new ApiFailure(400, judgeMessages.codeTooShort);
  if (code.length > MAX_CODE_LENGTH) throw new ApiFailure(400, judgeMessages.codeTooLong);
}

/** Forgets the submit intervals; the domain's seed calls it. */
export function resetSubmitIntervals(): void {
  lastSubmitAt.clear();
}

/** The site's minimum interval between two submissions of a user outside contests (HTTP 200, status 403). */
export function throttle(times: Map<string, number>, uid: string, message: string): void {
  const interval = switchSettings.defaultSubmitInterval * SECOND;
  if (interval <= 0) return;
  const now = clock.nowMs();
  const last = times.get(uid);
  if (last !== undefined && now - last < interval) throw new ApiFailure(403, message);
  times.set(uid, now);
}

interface Placement {
  problem: ProblemRow;
  cid: number;
  cpid: number;
  displayId: string | null;
  gid: number | null;
}

const problemByDisplayId = (problemId: string) => problems.one('problemId', problemId);

/**
 * A contest submission (BeforeDispatchInitManager.initContestSubmission): the contest's state, the caller's
 * registration and the account rule (contest admins skip both), then the problem by its label. A label the
 * contest lacks is a NullPointerException there: HTTP 500.
 */
function placeInContest(cid: number, label: string, user: UserRow): Placement {
  const contest = contests.get(cid);
  if (!contest) throw new ApiFailure(404, judgeMessages.contestMissing);
  const status = statusNow(contest);
  if (!contest.allowEndSubmit && status === 1) throw new ApiFailure(403, judgeMessages.contestEnded);
  ensureContestRows(cid);
  if (!isContestAdmin(contest, user)) {
    if (status === -1) throw new ApiFailure(403, judgeMessages.contestNotStarted);
    if ((contest.auth === 1 || contest.auth === 2) && !isRegistered(contest, user.uid))
      throw new ApiFailure(403, judgeMessages.contestNotRegistered);
    if (contest.openAccountLimit) {
      const rule = parseAccountRule(contest.accountLimitRule);
      if (!rule) throw new ApiFailure(500, messages.serverError, 500);
      if (!matchesAccountRule(rule, user.username))
        throw new ApiFailure(403, judgeMessages.contestAccountRule);
    }
  }
  const entry = contestProblems.where('cid', cid).find((cp) => cp.displayId === label);
  if (!entry) throw new ApiFailure(500, messages.serverError, 500);
  const problem = problems.get(entry.pid);
  if (!problem) throw new ApiFailure(403, judgeMessages.problemGone);
  if (problem.auth === 2) throw new ApiFailure(403, judgeMessages.problemHidden);
  return { problem, cid, cpid: entry.id, displayId: label, gid: problem.gid ?? contest.gid };
}

/** A submission outside contests: the problem must be open, and a group's problem is submitted in its group. */
function placeOutside(problemId: string, gid: number | null, user: UserRow): Placement {
  const problem = problemByDisplayId(problemId);
  if (!problem) throw new ApiFailure(403, judgeMessages.problemGone);
  if (problem.auth === 2) throw new ApiFailure(403, judgeMessages.problemClosed);
  if (problem.gid !== null) {
    if (gid === null) throw new ApiFailure(403, judgeMessages.groupProblemOutside);
    if (user.role !== 'root' && memberAuth(problem.gid, user.uid) < 3)
      throw new ApiFailure(403, judgeMessages.notGroupMember);
  }
  return { problem, cid: 0, cpid: 0, displayId: null, gid: problem.gid };
}

/** The caller's address as the backend's `IpUtils` reads it (the first forwarded address, else loopback). */
function callerIp(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('X-Real-IP') || '127.0.0.1';
}

function submissionOf(submitId: number): SubmissionRow {
  const row = submissions.get(submitId);
  if (!row) throw new ApiFailure(404, judgeMessages.submissionMissing);
  return row;
}

export const submitHandlers = [
  // Checks in the backend's order: the site switch, the language, the code, the submit interval (outside
  // contests), then contest, group and problem rules; the new submission starts a run of the simulated judge.
  operation('submitProblemJudge', 'required', async ({ body, user, request }) => {
    const dto = await body();
    const cid = dto.int('cid') ?? 0;
    const gid = dto.int('gid');
    const language = dto.string('language') ?? '';
    const code = dto.string('code') ?? '';
    const label = dto.string('pid') ?? '';
    if (gid !== null) {
      if (!switchSettings.openGroupJudge) throw new ApiFailure(403, judgeMessages.groupJudgeOff);
    } else if (cid !== 0) {
      if (!switchSettings.openContestJudge) throw new ApiFailure(403, judgeMessages.contestJudgeOff);
    } else if (!switchSettings.openPublicJudge) throw new ApiFailure(403, judgeMessages.publicJudgeOff);
    const isRemote = dto.bool('isRemote') ?? false;
    if (!isRemote && !HOJ_LANGUAGES.includes(language))
      throw new ApiFailure(400, judgeMessages.badLanguage(listText(HOJ_LANGUAGES)));
    checkCode(code, language);
    if (cid === 0) throttle(lastSubmitAt, user.uid, judgeMessages.submitTooFast);
    const place = cid !== 0 ? placeInContest(cid, label, user) : placeOutside(label, gid, user);
    const { problem } = place;
    if (!problem.isRemote && problem.languages.length > 0 && !problem.languages.includes(language))
      throw new ApiFailure(400, judgeMessages.badLanguage(listText(problem.languages)));
    const row = submissions.insert({
      ...blankResult(problem.judgeCaseMode),
      submitId: submissions.nextId(),
      uid: user.uid,
      pid: problem.id,
      displayPid: problem.problemId,
      cid: place.cid,
      cpid: place.cpid,
      displayId: place.displayId,
      gid: place.gid,
      tid: dto.int('tid'),
      submitTime: clock.now(),
      code,
      language,
      length: code.length,
      judger: '',
      isManual: false,
      share: false,
      ip: callerIp(request),
      version: 0,
      vjudgeSubmitId: null,
      run: null,
    });
    // A contest submission gets its contest record at once (what the board and the balloon list read).
    const contest = contests.get(place.cid);
    if (contest) contestRecords.insert(contestRecordFor(row, contest, contestRecords.nextId()));
    startRun(row);
    return { data: toJudge(row) };
  }),

  // The owner sends a submission again; in a contest only for remote problems. JudgeManager.resubmit checks no
  // status (hoj-vue offers it for Submitted Failed only): the run starts over as Pending.
  operation('resubmit', 'required', ({ query, user }) => {
    const row = submissionOf(query.requiredInt('submitId'));
    if (row.uid !== user.uid) throw new ApiFailure(403, judgeMessages.notYourSubmission);
    if (row.cid !== 0 && !problems.get(row.pid)?.isRemote)
      throw new ApiFailure(404, judgeMessages.resubmitContestLocal);
    restartRun(row);
    return { data: toJudge(row) };
  }),

  // Share or unshare: the owner only, never a contest submission. JudgeManager.updateSubmission does not read the
  // problem's codeShare (the detail only reports it, for the client to offer the switch or not).
  operation('updateSubmission', 'required', async ({ body, user }) => {
    const dto = await body();
    const submitId = dto.int('submitId');
    const share = dto.bool('share');
    if (submitId === null || share === null) throw new ApiFailure(400, judgeMessages.shareBadRequest);
    const row = submissionOf(submitId);
    if (row.uid !== user.uid) throw new ApiFailure(403, judgeMessages.shareNotOwner);
    if (row.cid !== 0) throw new ApiFailure(403, judgeMessages.shareContest);
    submissions.update(row, { share });
    return { data: null };
  }),
];
