import { tagKey } from './tagNames';
import {
  JudgeCaseMode,
  JudgeMode,
  ProblemAuth,
  ProblemDifficulty,
  ProblemType,
} from '@generated/model/index';
import type { ProblemExample } from '../parse/problemExamples';

/** A file handed to the user program or to the judge program (`{name: content}` on the wire). */
export interface ExtraFileRow {
  name: string;
  content: string;
}

/**
 * A test case. For uploaded data `input`/`output` are the FILE NAMES inside the uploaded folder; for cases typed
 * in by hand they are the data itself. `score` matters for OI problems only, `groupNum` for subtask modes.
 */
export interface ProblemCaseRow {
  id?: number;
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
}

/** The code template of one language; only enabled templates are shown to users. */
export interface CodeTemplateRow {
  id?: number;
  /** Language name, as `GET /api/languages` names it */
  language: string;
  code: string;
  status: boolean;
}

/** A tag of the problem: existing tags carry their id, tags typed in by the admin only a name. */
export interface TagRow {
  id?: number;
  name: string;
}

/** Everything the problem editor edits, in the shape the form works with (not the wire shape). */
export interface ProblemForm {
  /** Numeric problem id when editing; null when creating */
  id: number | null;
  /** Display id, e.g. `P1000` */
  problemId: string;
  title: string;
  /** Username of the author; kept so an update sends it back unchanged */
  author: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  examples: ProblemExample[];
  /** Milliseconds */
  timeLimit: number;
  /** Megabytes */
  memoryLimit: number;
  /** Megabytes */
  stackLimit: number;
  difficulty: ProblemDifficulty;
  type: ProblemType;
  auth: ProblemAuth;
  codeShare: boolean;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjLanguage: string;
  spjCode: string;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  /** OI total score */
  ioScore: number;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  userExtraFile: ExtraFileRow[];
  judgeExtraFile: ExtraFileRow[];
  /** The cases come from a zip upload (`uploadTestcaseDir`) rather than being typed in */
  isUploadCase: boolean;
  /** Server folder of the latest zip upload; empty when the stored data is kept */
  uploadTestcaseDir: string;
  cases: ProblemCaseRow[];
  /** Names of the allowed languages */
  languages: string[];
  codeTemplates: CodeTemplateRow[];
  tags: TagRow[];
  /** Judged by a remote judge; such problems have no local test data */
  isRemote: boolean;
  /** Group of a group problem; null for the public problem bank */
  gid: number | null;
  /** Label of the problem in its contest (`A`, `B`, …): only used by the contest problem editor */
  contestDisplayId: string;
  /** Title of the problem in its contest: only used by the contest problem editor */
  contestDisplayTitle: string;
}

/** A new problem as the editor opens it. */
export const PROBLEM_DEFAULTS: ProblemForm = {
  id: null,
  problemId: '',
  title: '',
  author: '',
  description: '',
  input: '',
  output: '',
  hint: '',
  source: '',
  examples: [{ input: '', output: '' }],
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  difficulty: ProblemDifficulty.EASY,
  type: ProblemType.ACM,
  auth: ProblemAuth.PUBLIC,
  codeShare: true,
  judgeMode: JudgeMode.DEFAULT,
  judgeCaseMode: JudgeCaseMode.DEFAULT,
  spjLanguage: 'C',
  spjCode: '',
  isRemoveEndBlank: true,
  openCaseResult: true,
  ioScore: 100,
  isFileIO: false,
  ioReadFileName: '',
  ioWriteFileName: '',
  userExtraFile: [],
  judgeExtraFile: [],
  isUploadCase: true,
  uploadTestcaseDir: '',
  cases: [],
  languages: [],
  codeTemplates: [],
  tags: [],
  isRemote: false,
  gid: null,
  contestDisplayId: '',
  contestDisplayTitle: '',
};

/** A fresh copy of the defaults (the lists must not be shared between two forms). */
export function newProblemForm(overrides: Partial<ProblemForm> = {}): ProblemForm {
  return {
    ...PROBLEM_DEFAULTS,
    examples: PROBLEM_DEFAULTS.examples.map((example) => ({ ...example })),
    userExtraFile: [],
    judgeExtraFile: [],
    cases: [],
    languages: [],
    codeTemplates: [],
    tags: [],
    ...overrides,
  };
}

/**
 * Splits an OI total evenly over the cases; what does not divide goes to the LAST cases, one point each, the
 * way HOJ does it (3 cases of 100 → 33, 33, 34).
 */
export function spreadOiScores(count: number, total = 100): number[] {
  if (!Number.isInteger(count) || count <= 0) return [];
  const each = Math.floor(total / count);
  const extra = total - each * count;
  return Array.from({ length: count }, (_, index) => (index >= count - extra ? each + 1 : each));
}

/** The same cases with the OI total spread over them (done when the type turns to OI or data is uploaded). */
export function withSpreadScores(cases: readonly ProblemCaseRow[], total = 100): ProblemCaseRow[] {
  const scores = spreadOiScores(cases.length, total);
  return cases.map((row, index) => ({ ...row, score: scores[index] ?? 0 }));
}

/** Subtask modes score groups of cases, so each case must say which group it belongs to. */
export function needsGroupNumbers(mode: JudgeCaseMode): boolean {
  return mode === JudgeCaseMode.SUBTASK_LOWEST || mode === JudgeCaseMode.SUBTASK_AVERAGE;
}

/** Whether adding `name` would duplicate one of `tags` (the add-tag box warns instead of adding). */
export function isDuplicateTag(tags: readonly TagRow[], name: string): boolean {
  const key = tagKey(name);
  return tags.some((tag) => tagKey(tag.name) === key);
}

/**
 * The languages a NEW problem starts with once its judge's languages are known: all of them, as HOJ's own editor
 * ticks every language on create (staff untick what they do not want). A stored problem, or a new one that
 * already has a choice, keeps what it has (null: nothing to change).
 */
export function startingLanguages(
  form: Pick<ProblemForm, 'id' | 'languages'>,
  offered: readonly string[],
): string[] | null {
  if (form.id !== null || form.languages.length > 0) return null;
  const names = offered.filter((name) => name.trim() !== '');
  return names.length > 0 ? [...new Set(names)] : null;
}

const blank = (text: string) => text.trim() === '';

/**
 * The examples worth saving: one with neither input nor output (the editor's untouched first row) would show
 * contestants an empty sample, so it is dropped; a half-filled one is kept as typed.
 */
export function filledExamples(examples: readonly ProblemExample[]): ProblemExample[] {
  return examples.filter((example) => !(blank(example.input) && blank(example.output)));
}
