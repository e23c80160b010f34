import {
  JudgeCaseMode,
  JudgeMode,
  ProblemAuth,
  ProblemDifficulty,
  ProblemType,
} from '@generated/model/index';
import type { CoreMessageKey } from '../i18n/messages';
import type { ColorCategory } from './colors';

export interface ProblemDifficultyInfo {
  labelKey: CoreMessageKey;
  color: ColorCategory;
}

/** Problem difficulty as the backend sends it: 0 easy, 1 medium, 2 hard. */
export const problemDifficultyTable: Record<ProblemDifficulty, ProblemDifficultyInfo> = {
  [ProblemDifficulty.EASY]: { labelKey: 'problem.difficulty.easy', color: 'success' },
  [ProblemDifficulty.MEDIUM]: { labelKey: 'problem.difficulty.medium', color: 'warning' },
  [ProblemDifficulty.HARD]: { labelKey: 'problem.difficulty.hard', color: 'danger' },
};

export interface ProblemTypeInfo {
  labelKey: CoreMessageKey;
  /** The rule set's own name, the same in every language. */
  short: string;
  color: ColorCategory;
}

/** ACM problems pass or fail as a whole; OI problems score each test case. */
export const problemTypeTable: Record<ProblemType, ProblemTypeInfo> = {
  [ProblemType.ACM]: { labelKey: 'problem.type.acm', short: 'ACM', color: 'primary' },
  [ProblemType.OI]: { labelKey: 'problem.type.oi', short: 'OI', color: 'info' },
};

export interface ProblemAuthInfo {
  labelKey: CoreMessageKey;
  color: ColorCategory;
}

/** Problem visibility as the backend sends it: 1 public, 2 private, 3 only in the contests that use it. */
export const problemAuthTable: Record<ProblemAuth, ProblemAuthInfo> = {
  [ProblemAuth.PUBLIC]: { labelKey: 'problem.auth.public', color: 'success' },
  [ProblemAuth.PRIVATE]: { labelKey: 'problem.auth.private', color: 'danger' },
  [ProblemAuth.CONTEST]: { labelKey: 'problem.auth.contest', color: 'warning' },
};

export interface JudgeModeInfo {
  labelKey: CoreMessageKey;
  color: ColorCategory;
}

/**
 * How a submission's output is checked: compared with the expected output, by a special judge program the
 * problem supplies, or by an interactive judge program talking to the submission.
 */
export const judgeModeTable: Record<JudgeMode, JudgeModeInfo> = {
  [JudgeMode.DEFAULT]: { labelKey: 'problem.judgeMode.default', color: 'neutral' },
  [JudgeMode.SPJ]: { labelKey: 'problem.judgeMode.spj', color: 'primary' },
  [JudgeMode.INTERACTIVE]: { labelKey: 'problem.judgeMode.interactive', color: 'info' },
};

export interface JudgeCaseModeInfo {
  labelKey: CoreMessageKey;
  color: ColorCategory;
  /** Problem types that may use the mode; the backend refuses to save a problem with any other pairing. */
  problemTypes: readonly ProblemType[];
}

/**
 * How test-case results combine: every case is judged (default), subtasks score their lowest or their average
 * case (OI only), or judging stops at the first failing case (ACM only).
 */
export const judgeCaseModeTable: Record<JudgeCaseMode, JudgeCaseModeInfo> = {
  [JudgeCaseMode.DEFAULT]: {
    labelKey: 'problem.judgeCaseMode.default',
    color: 'neutral',
    problemTypes: [ProblemType.ACM, ProblemType.OI],
  },
  [JudgeCaseMode.SUBTASK_LOWEST]: {
    labelKey: 'problem.judgeCaseMode.subtaskLowest',
    color: 'info',
    problemTypes: [ProblemType.OI],
  },
  [JudgeCaseMode.SUBTASK_AVERAGE]: {
    labelKey: 'problem.judgeCaseMode.subtaskAverage',
    color: 'info',
    problemTypes: [ProblemType.OI],
  },
  [JudgeCaseMode.ERGODIC_WITHOUT_ERROR]: {
    labelKey: 'problem.judgeCaseMode.ergodicWithoutError',
    color: 'warning',
    problemTypes: [ProblemType.ACM],
  },
};

/** The case modes a problem of `type` may use, in table order (for the editor's choices). */
export function judgeCaseModesFor(type: ProblemType): JudgeCaseMode[] {
  return (Object.keys(judgeCaseModeTable) as JudgeCaseMode[]).filter((mode) =>
    judgeCaseModeTable[mode].problemTypes.includes(type),
  );
}

/**
 * Which languages a limit applies to: the C family runs under the stored limits, every other language gets
 * twice the time and memory (the judge's rule); a problem from Codeforces or its gym has one limit for all.
 */
export type LimitScope = 'cFamily' | 'others' | 'all';

export interface ProblemLimit {
  scope: LimitScope;
  /** null when the problem has no stored value */
  timeMs: number | null;
  memoryMb: number | null;
}

/** Factor the judge applies to the limits of languages outside the C family. */
export const OTHER_LANGUAGE_LIMIT_FACTOR = 2;

/**
 * `C`, `C++` and their variants (`C With O2`, `C++ 17`, `C++ 20 With O2`); C# and the rest are not C: their
 * names continue with something other than a space or end.
 */
export function isCFamilyLanguage(name: string): boolean {
  return /^C(\+\+)?(\s|$)/.test(name.trim());
}

/** Remote problems from Codeforces and its gym, whose single limit is the remote judge's own. */
export function hasSingleLimit(problemId: string | null | undefined): boolean {
  return /^(CF|GYM)-/i.test(problemId ?? '');
}

interface LimitSource {
  problemId?: string | null;
  timeLimit?: number | null;
  memoryLimit?: number | null;
}

const times = (value: number | null | undefined, factor: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value * factor : null;

/** The limit that applies to one language of the problem. */
export function limitFor(problem: LimitSource, language: string): ProblemLimit {
  const scope: LimitScope = hasSingleLimit(problem.problemId)
    ? 'all'
    : isCFamilyLanguage(language)
      ? 'cFamily'
      : 'others';
  const factor = scope === 'others' ? OTHER_LANGUAGE_LIMIT_FACTOR : 1;
  return { scope, timeMs: times(problem.timeLimit, factor), memoryMb: times(problem.memoryLimit, factor) };
}

/**
 * The limits a problem page lists: one for all languages on a CF/GYM problem, otherwise the C family's and the
 * other languages', each only when the problem allows a language of it (both when the language list is empty
 * or unknown).
 */
export function problemLimits(problem: LimitSource, languages: readonly string[] = []): ProblemLimit[] {
  if (hasSingleLimit(problem.problemId)) return [limitFor(problem, '')];
  const c = languages.length === 0 || languages.some(isCFamilyLanguage);
  const others = languages.length === 0 || languages.some((name) => !isCFamilyLanguage(name));
  return [...(c ? [limitFor(problem, 'C')] : []), ...(others ? [limitFor(problem, 'Java')] : [])];
}
