import {
  JudgeStatus,
  type Judge,
  type JudgeCase,
  type JudgeCaseVO,
  type JudgeVO,
  type SubTaskJudgeCaseVO,
} from '@generated/model/index';
import { userByUid } from '../store/schema/accounts';
import { jacksonDate } from '../http/jackson';
import { contestProblems, problems } from '../store/schema/problems';
import type { CaseResult, SubmissionRow } from '../store/schema/judge';

/** The submitter's name as the `judge` row keeps it (from the users table here). */
export const usernameOf = (row: SubmissionRow): string => userByUid(row.uid)?.username ?? '';

/** The whole `judge` row, as the backend's entity serialises it (the remote account fields never go out). */
export function toJudge(row: SubmissionRow): Judge {
  return {
    submitId: row.submitId,
    pid: row.pid,
    displayPid: row.displayPid,
    uid: row.uid,
    username: usernameOf(row),
    submitTime: jacksonDate(row.submitTime),
    status: row.status,
    share: row.share,
    errorMessage: row.errorMessage,
    time: row.time,
    memory: row.memory,
    score: row.score,
    length: row.length,
    code: row.code,
    language: row.language,
    cid: row.cid,
    cpid: row.cpid,
    gid: row.gid,
    judger: row.judger,
    ip: row.ip,
    version: row.version,
    oiRankScore: row.oiRankScore,
    vjudgeSubmitId: null,
    vjudgeUsername: null,
    vjudgePassword: null,
    isManual: row.isManual,
    gmtCreate: jacksonDate(row.submitTime),
    gmtModified: jacksonDate(row.submitTime),
  };
}

/** A row of the status lists: the submission without its code, with the problem's title. */
export function toJudgeVO(row: SubmissionRow): JudgeVO {
  const inContest = row.cid !== 0;
  return {
    submitId: row.submitId,
    uid: row.uid,
    username: usernameOf(row),
    pid: row.pid,
    displayPid: inContest ? null : row.displayPid,
    displayId: inContest ? row.displayId : null,
    // Inside contests the title the contest gives the problem.
    title: (inContest ? contestProblems.get(row.cpid)?.displayTitle : problems.get(row.pid)?.title) ?? null,
    submitTime: jacksonDate(row.submitTime),
    status: row.status,
    share: row.share,
    time: row.time,
    memory: row.memory,
    score: row.score,
    oiRankScore: inContest ? null : row.oiRankScore,
    length: row.length,
    language: row.language,
    cid: row.cid,
    cpid: row.cpid,
    source: null,
    judger: row.judger,
    ip: null,
    isManual: row.isManual,
  };
}

/**
 * One case as `GET /api/get-all-case-result` selects it: everyone gets time, memory, score, status, judge
 * message, group, order and mode; admins also get the ids and the data file names.
 */
function toJudgeCase(row: SubmissionRow, c: CaseResult, full: boolean): JudgeCase {
  const shown: JudgeCase = {
    time: c.time,
    memory: c.memory,
    score: c.score,
    status: c.status,
    userOutput: c.userOutput,
    groupNum: c.groupNum,
    seq: c.seq,
    mode: row.judgeCaseMode,
  };
  if (!full) return shown;
  return {
    ...shown,
    id: row.submitId * 100 + c.seq,
    pid: row.pid,
    submitId: row.submitId,
    uid: row.uid,
    caseId: row.pid * 100 + c.seq,
    inputData: c.inputData,
    outputData: c.outputData,
    gmtCreate: jacksonDate(row.submitTime),
    gmtModified: jacksonDate(row.submitTime),
  };
}

/** Subtask summaries: the lowest-scoring case of each group, or the group's average score. */
function subtasks(row: SubmissionRow, cases: readonly JudgeCase[]): SubTaskJudgeCaseVO[] {
  const groups = new Map<number, JudgeCase[]>();
  for (const c of [...cases].sort(
    (a, b) => (a.groupNum ?? 0) - (b.groupNum ?? 0) || (a.seq ?? 0) - (b.seq ?? 0),
  ))
    groups.set(c.groupNum ?? 0, [...(groups.get(c.groupNum ?? 0) ?? []), c]);
  return [...groups.entries()].map(([groupNum, list]) => {
    const ac = list.filter((c) => c.status === JudgeStatus.ACCEPTED).length;
    if (row.judgeCaseMode === 'subtask_average') {
      const score = Math.round(list.reduce((sum, c) => sum + (c.score ?? 0), 0) / list.length);
      const status =
        ac === list.length
          ? JudgeStatus.ACCEPTED
          : score === 0
            ? JudgeStatus.WRONG_ANSWER
            : JudgeStatus.PARTIAL_ACCEPTED;
      return {
        groupNum,
        ac,
        total: list.length,
        score,
        status,
        time: null,
        memory: null,
        subtaskDetailList: list,
      };
    }
    const ran = list.filter((c) => c.status !== JudgeStatus.CANCELLED);
    const lowest = ran.reduce<JudgeCase | null>(
      (low, c) => (low === null || (c.score ?? 0) < (low.score ?? 0) ? c : low),
      null,
    );
    return {
      groupNum,
      ac,
      total: list.length,
      score: lowest?.score ?? null,
      status: lowest?.status ?? null,
      time: lowest?.time ?? null,
      memory: lowest?.memory ?? null,
      subtaskDetailList: list,
    };
  });
}

/** All case results of a submission, in the shape its case mode asks for. */
export function toJudgeCaseVO(row: SubmissionRow, full: boolean): JudgeCaseVO {
  const cases = row.cases.map((c) => toJudgeCase(row, c, full));
  if (cases.length === 0) return { judgeCaseMode: 'default', judgeCaseList: [] };
  if (row.judgeCaseMode === 'subtask_lowest' || row.judgeCaseMode === 'subtask_average')
    return { judgeCaseMode: row.judgeCaseMode, subTaskJudgeCaseVoList: subtasks(row, cases) };
  return { judgeCaseMode: row.judgeCaseMode, judgeCaseList: cases };
}
