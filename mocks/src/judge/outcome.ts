import { JudgeStatus, type RemoteOj } from '@generated/model/index';
import type { ProblemRow } from '../store/schema/problems';
import { switchSettings } from '../store/schema/site';
import { bracketError, readDirective, type Directive } from './directives';
import type { CaseResult, JudgeResult } from '../store/schema/judge';

/** The problem fields a run depends on. */
export type JudgedProblem = Pick<
  ProblemRow,
  | 'type'
  | 'difficulty'
  | 'judgeCaseMode'
  | 'cases'
  | 'timeLimit'
  | 'memoryLimit'
  | 'isRemote'
  | 'remoteOj'
  | 'ioScore'
>;

/** What the judge is given: the code and the dispatch count (`version`, 0 for the first). */
export interface Submitted {
  code: string;
  language: string;
  version: number;
}

/** The verdict a run ends in and, for a compile error, the compiler's message. */
export interface Verdict extends Directive {
  message: string | null;
}

/** The local judge server's name (the one the back-office dashboard lists). */
export const LOCAL_JUDGER = 'judger-1';

export const messagesOfJudge = {
  systemError: 'Oops, something has gone wrong with the judgeServer. Please report this to administrator.',
  skipped: 'Cancelled: Skipped Judging',
  segfault: 'Runtime Error: Segmentation fault (signal 11)',
  submitFailed: (oj: string) =>
    `Submit to the remote judge ${oj} failed: the remote account was rejected or the judge is busy. Please resubmit.`,
  compileFailed: 'error: compilation terminated.\n',
} as const;

/**
 * The rules of the simulated judge, in order: a `hoj:verdict NAME [n]` directive anywhere in the code wins
 * (except `SF` on a resubmission: the retry reaches the remote judge); otherwise brackets that do not balance
 * are a compile error with a gcc-like message; otherwise the code is accepted.
 */
export function chooseVerdict({ code, language, version }: Submitted): Verdict {
  const directive = readDirective(code);
  if (directive && !(directive.status === JudgeStatus.SUBMITTED_FAILED && version > 0))
    return { ...directive, message: null };
  const compileError = bracketError(code, language);
  if (compileError) return { status: JudgeStatus.COMPILE_ERROR, n: null, message: compileError };
  return { status: JudgeStatus.ACCEPTED, n: null, message: null };
}

/** FNV-1a: a stable number from text, so the same code always takes the same time. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A stable fraction in [0, 1) for one case of one program. */
const fraction = (seed: number, seq: number) => stableHash(`${seed}:${seq}`) / 2 ** 32;

/** Typical resident memory (KB) and run time (ms) of a small program in the language. */
function languageCost(language: string): { memory: number; time: number } {
  if (/^java$/i.test(language)) return { memory: 24_000, time: 60 };
  if (/py/i.test(language)) return { memory: 9_500, time: 25 };
  if (/golang|rust|c#/i.test(language)) return { memory: 3_000, time: 4 };
  if (/javascript|php|ruby/i.test(language)) return { memory: 30_000, time: 40 };
  return { memory: 1_400, time: 2 };
}

/** The account a remote judge run goes through: the first one configured for the judge. */
export function remoteJudger(oj: RemoteOj | null): string {
  const lists: Partial<Record<RemoteOj, string[]>> = {
    HDU: switchSettings.hduUsernameList,
    CF: switchSettings.cfUsernameList,
    GYM: switchSettings.cfUsernameList,
    POJ: switchSettings.pojUsernameList,
    AC: switchSettings.atcoderUsernameList,
    SPOJ: switchSettings.spojUsernameList,
    LIBRE: switchSettings.libreojUsernameList,
  };
  const name = oj ?? 'REMOTE';
  return lists[oj ?? 'HDU']?.[0] ?? `hoj_${name.toLowerCase()}`;
}

const FAILING_CASE_STATUSES = new Set<JudgeStatus>([
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.PRESENTATION_ERROR,
]);

/**
 * Partial acceptance of a subtask problem: whole groups pass in order while their scores fit under the target;
 * the first group that does not fit passes its first case only, later groups fail.
 */
function subtaskPasses(problem: JudgedProblem, target: number): boolean[] {
  const groups = new Map<number, number[]>();
  for (const c of problem.cases)
    groups.set(c.groupNum ?? 1, [...(groups.get(c.groupNum ?? 1) ?? []), c.score]);
  const passed = new Set<number>();
  let partial: number | null = null;
  let sum = 0;
  for (const [group, scores] of groups) {
    const worth =
      problem.judgeCaseMode === 'subtask_lowest'
        ? Math.min(...scores)
        : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
    if (partial === null && sum + worth <= target) {
      sum += worth;
      passed.add(group);
    } else partial ??= group;
  }
  const seen = new Set<number>();
  return problem.cases.map((c) => {
    const group = c.groupNum ?? 1;
    const first = !seen.has(group);
    seen.add(group);
    return passed.has(group) || (group === partial && first);
  });
}

/** Which cases pass, in case order, for a verdict that runs the cases. */
function passes(problem: JudgedProblem, verdict: Verdict): boolean[] {
  const n = problem.cases.length;
  if (verdict.status === JudgeStatus.ACCEPTED) return problem.cases.map(() => true);
  if (verdict.status === JudgeStatus.PARTIAL_ACCEPTED) {
    if (problem.type === 0) {
      const passing = verdict.n === null ? Math.floor(n / 2) : Math.min(verdict.n, n);
      return problem.cases.map((_, i) => i < passing);
    }
    // OI: as many cases (subtasks) as fit under the asked score, in order (half the total without a score).
    const target = verdict.n ?? Math.floor(problem.ioScore / 2);
    if (problem.judgeCaseMode === 'subtask_lowest' || problem.judgeCaseMode === 'subtask_average')
      return subtaskPasses(problem, target);
    let sum = 0;
    let open = true;
    return problem.cases.map((c) => {
      open = open && sum + c.score <= target;
      if (open) sum += c.score;
      return open;
    });
  }
  // A failing verdict: ACM fails one case (the n-th, or the middle one), OI fails them all.
  if (problem.type === 1) return problem.cases.map(() => false);
  const failing = Math.min(Math.max(verdict.n ?? Math.ceil(n / 2), 1), n);
  return problem.cases.map((_, i) => i !== failing - 1);
}

/** The case results of a run, after the case mode has cut or skipped what the judge does not run. */
function caseResults(problem: JudgedProblem, verdict: Verdict, submitted: Submitted): CaseResult[] {
  const failStatus = FAILING_CASE_STATUSES.has(verdict.status) ? verdict.status : JudgeStatus.WRONG_ANSWER;
  const seed = stableHash(`${submitted.language}\u0000${submitted.code}`);
  const cost = languageCost(submitted.language);
  const oi = problem.type === 1;
  const ok = passes(problem, verdict);
  const results: CaseResult[] = [];
  const failedGroups = new Set<number>();
  for (const [i, spec] of problem.cases.entries()) {
    const seq = i + 1;
    const groupNum = spec.groupNum ?? 1;
    const base = {
      seq,
      groupNum,
      inputData: spec.input,
      outputData: spec.output,
    };
    if (problem.judgeCaseMode === 'subtask_lowest' && failedGroups.has(groupNum)) {
      results.push({
        ...base,
        status: JudgeStatus.CANCELLED,
        time: 0,
        memory: 0,
        score: oi ? 0 : null,
        userOutput: messagesOfJudge.skipped,
      });
      continue;
    }
    const f = fraction(seed, seq);
    let time = Math.max(1, Math.round(cost.time + f * Math.min(problem.timeLimit * 0.2, 120)));
    let memory = Math.round(cost.memory + f * 2_048);
    let userOutput: string | null = null;
    const status = ok[i] ? JudgeStatus.ACCEPTED : failStatus;
    if (status === JudgeStatus.TIME_LIMIT_EXCEEDED) time = problem.timeLimit + 1 + Math.round(f * 100);
    if (status === JudgeStatus.MEMORY_LIMIT_EXCEEDED)
      memory = problem.memoryLimit * 1024 + Math.round(f * 4096);
    if (status === JudgeStatus.RUNTIME_ERROR) userOutput = messagesOfJudge.segfault;
    results.push({
      ...base,
      status,
      time,
      memory,
      score: oi ? (ok[i] ? spec.score : 0) : null,
      userOutput,
    });
    if (!ok[i]) {
      failedGroups.add(groupNum);
      if (problem.judgeCaseMode === 'ergodic_without_error') break;
    }
  }
  return results;
}

/** The total of an OI run, as the judge server adds it up in each case mode, at most the problem's score. */
function totalScore(problem: JudgedProblem, cases: readonly CaseResult[]): number {
  const byGroup = new Map<number, number[]>();
  for (const c of cases) byGroup.set(c.groupNum, [...(byGroup.get(c.groupNum) ?? []), c.score ?? 0]);
  let sum = 0;
  if (problem.judgeCaseMode === 'subtask_lowest')
    for (const scores of byGroup.values()) sum += Math.min(...scores);
  else if (problem.judgeCaseMode === 'subtask_average')
    for (const scores of byGroup.values())
      sum += Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
  else sum = cases.reduce((a, c) => a + (c.score ?? 0), 0);
  return problem.ioScore > 0 ? Math.min(sum, problem.ioScore) : sum;
}

/** `round(score * 0.1 + 2 * difficulty)` for a full score; the difficulty part shrinks with a partial one. */
export function oiRankScore(problem: Pick<JudgedProblem, 'difficulty' | 'ioScore'>, score: number): number {
  const share = problem.ioScore > 0 ? score / problem.ioScore : 1;
  return Math.round(score * 0.1 + 2 * problem.difficulty * share);
}

/** A run that ends before any case runs (compile error, system error, failed remote submit, cancel). */
function withoutCases(problem: JudgedProblem, verdict: Verdict, judger: string): JudgeResult {
  const errorMessage =
    verdict.status === JudgeStatus.COMPILE_ERROR
      ? (verdict.message ?? messagesOfJudge.compileFailed)
      : verdict.status === JudgeStatus.SYSTEM_ERROR
        ? messagesOfJudge.systemError
        : verdict.status === JudgeStatus.SUBMITTED_FAILED
          ? messagesOfJudge.submitFailed(problem.remoteOj ?? 'remote')
          : null;
  const ended = verdict.status !== JudgeStatus.CANCELLED;
  return {
    status: verdict.status,
    time: ended ? 0 : null,
    memory: ended ? 0 : null,
    score: problem.type === 1 && ended ? 0 : null,
    oiRankScore: problem.type === 1 && ended ? 0 : null,
    errorMessage,
    judger,
    judgeCaseMode: problem.judgeCaseMode,
    cases: [],
  };
}

const WITHOUT_CASES = new Set<JudgeStatus>([
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
  JudgeStatus.CANCELLED,
]);

/**
 * What a run of `submitted` on `problem` ends in, for the verdict the rules choose (or a given one, for the
 * seed). Case results follow the verdict and the problem's case mode; a remote judge reports no cases.
 */
export function judgeResult(
  problem: JudgedProblem,
  submitted: Submitted,
  verdict: Verdict = chooseVerdict(submitted),
): JudgeResult {
  const judger = problem.isRemote ? remoteJudger(problem.remoteOj) : LOCAL_JUDGER;
  if (WITHOUT_CASES.has(verdict.status)) return withoutCases(problem, verdict, judger);
  const oi = problem.type === 1;
  if (problem.isRemote || problem.cases.length === 0) {
    const seed = stableHash(`${submitted.language}\u0000${submitted.code}`);
    const cost = languageCost(submitted.language);
    const accepted = verdict.status === JudgeStatus.ACCEPTED;
    const score = oi ? (accepted ? problem.ioScore : (verdict.n ?? 0)) : null;
    return {
      status: verdict.status,
      time: Math.round(cost.time + fraction(seed, 0) * 50),
      memory: Math.round(cost.memory + fraction(seed, 0) * 2_048),
      score,
      oiRankScore: score === null ? null : oiRankScore(problem, score),
      errorMessage: null,
      judger,
      judgeCaseMode: problem.judgeCaseMode,
      cases: [],
    };
  }
  const cases = caseResults(problem, verdict, submitted);
  const errors = cases.filter((c) => c.status !== JudgeStatus.ACCEPTED);
  const firstError = errors[0];
  let status: JudgeStatus;
  if (!firstError) status = JudgeStatus.ACCEPTED;
  else if (verdict.status === JudgeStatus.PARTIAL_ACCEPTED && errors.length < cases.length)
    status = JudgeStatus.PARTIAL_ACCEPTED;
  else if (!oi || errors.length === cases.length) status = firstError.status;
  else status = JudgeStatus.PARTIAL_ACCEPTED;
  const score = oi ? totalScore(problem, cases) : null;
  return {
    status,
    time: Math.max(...cases.map((c) => c.time)),
    memory: Math.max(...cases.map((c) => c.memory)),
    score,
    oiRankScore: score === null ? null : oiRankScore(problem, score),
    errorMessage: firstError?.userOutput ?? null,
    judger,
    judgeCaseMode: problem.judgeCaseMode,
    cases,
  };
}
