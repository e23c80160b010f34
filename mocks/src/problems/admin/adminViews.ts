import type { ContestProblem, Problem, ProblemCase } from '@generated/model/index';
import { jacksonDate } from '@hoj/mocks/http/jackson';
import type { ContestProblemRow, ProblemCaseRow, ProblemRow } from '@hoj/mocks/store/schema/problems';
import { contestProblemColumns, toProblem } from '../views';

/** Whether a problem's cases were uploaded as files (their `input`/`output` are file names). */
export const isUploadCase = (p: ProblemRow): boolean => p.isUploadCase ?? !p.isRemote;

/**
 * A case's `problem_case.id`. Seeded cases carry none: theirs follow from the problem and the case's place, so
 * they stay the same across reads and reseeds.
 */
export const caseIdOf = (p: ProblemRow, c: ProblemCaseRow, index: number): number =>
  c.id ?? p.id * 1000 + index + 1;

/**
 * The whole row as the back office edits it: unlike the problem page, the special judge's code and the judge's
 * files are there. An accepted group problem still names the group it came from.
 */
export function toAdminProblem(p: ProblemRow): Problem {
  return {
    ...toProblem(p),
    spjCode: p.spjCode ?? null,
    spjLanguage: p.spjLanguage ?? null,
    judgeExtraFile: p.judgeExtraFile ?? null,
    isUploadCase: isUploadCase(p),
    modifiedUser: p.modifiedUser ?? p.author,
    isGroup: p.gid !== null,
    gid: p.gid ?? p.formerGid ?? null,
    applyPublicProgress: p.applyPublicProgress ?? null,
  };
}

/** The columns the examination list selects; the rest of the row is left out of its answer. */
export function toApplicationRow(p: ProblemRow): Problem {
  return {
    id: p.id,
    gid: p.gid ?? p.formerGid ?? null,
    applyPublicProgress: p.applyPublicProgress ?? null,
    problemId: p.problemId,
    title: p.title,
    author: p.author,
    type: p.type,
    judgeMode: p.judgeMode,
  };
}

export function toProblemCase(p: ProblemRow, c: ProblemCaseRow, index: number): ProblemCase {
  return {
    id: caseIdOf(p, c, index),
    pid: p.id,
    input: c.input,
    output: c.output,
    score: c.score,
    groupNum: c.groupNum,
    status: 0,
    gmtCreate: jacksonDate(p.gmtCreate),
    gmtModified: jacksonDate(p.gmtModified),
  };
}

/** `ORDER BY length(input), input`. */
const byFileName = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** A problem's usable cases; `sorted` (the editors' `isUpload`) orders them by input file name, shortest first. */
export function problemCaseList(p: ProblemRow, sorted: boolean): ProblemCase[] {
  const cases = p.cases.map((c, index) => toProblemCase(p, c, index));
  if (sorted) cases.sort((a, b) => byFileName(a.input ?? '', b.input ?? ''));
  return cases;
}

export function toContestProblem(cp: ContestProblemRow): ContestProblem {
  return {
    ...contestProblemColumns(cp),
    gmtCreate: jacksonDate(cp.gmtCreate),
    gmtModified: jacksonDate(cp.gmtModified),
  };
}
