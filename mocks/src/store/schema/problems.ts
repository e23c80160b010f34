import type { JudgeCaseMode, JudgeMode, RemoteOj } from '@generated/model/index';
import { table } from '../table';

/** 0 easy, 1 medium, 2 hard (`problem.difficulty`). */
export type ProblemDifficulty = 0 | 1 | 2;

/** One test case; the simulated judge uses the count, the scores and the subtask groups. */
export interface ProblemCaseRow {
  input: string;
  output: string;
  /** OI points of the case (0 for ACM problems). */
  score: number;
  /** Subtask group; null outside subtask modes. */
  groupNum: number | null;
  /** `problem_case.id`; absent on seeded cases, whose ids follow from the problem and the case's place. */
  id?: number;
  /** Text of the uploaded input file (`input` then holds its name); absent where the files are not kept. */
  inputContent?: string;
  /** Text of the uploaded output file, '' when the zip had none. */
  outputContent?: string;
}

/**
 * A problem as the `problem` table holds it, with its statement, limits, judge settings, allowed languages and
 * test cases (the backend keeps languages, templates and cases in side tables; one row is easier to seed and
 * read). The seeded ids are the ones submissions refer to.
 */
export interface ProblemRow {
  /** Numeric primary key, the `pid` of submissions. */
  id: number;
  /** Display id, e.g. `P1001`. */
  problemId: string;
  title: string;
  difficulty: ProblemDifficulty;
  /** 0 ACM, 1 OI. */
  type: 0 | 1;
  /** 1 public, 2 private, 3 contest-only. */
  auth: 1 | 2 | 3;
  /** Group id; null for a site problem. */
  gid: number | null;
  /** Username of the author (a seeded account). */
  author: string;
  /** Markdown (or HOJ-style raw HTML) statement parts; hint and source may be ''. */
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  /** Samples in the stored `<input>…</input><output>…</output>` form. */
  examples: string;
  /** ms. */
  timeLimit: number;
  /** MB. */
  memoryLimit: number;
  /** MB. */
  stackLimit: number;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  isRemote: boolean;
  /** Remote judge code of a remote problem, else null. */
  remoteOj: RemoteOj | null;
  /** OI total score. */
  ioScore: number;
  /** Whether accepted code of others may be shown. */
  codeShare: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  /** JSON map file name -> content, the annex the user's program may read; null for none. */
  userExtraFile: string | null;
  /** Whether users see per-case results. */
  openCaseResult: boolean;
  isRemoveEndBlank: boolean;
  /** Allowed language names, as the `language` table spells them. */
  languages: string[];
  /** Code template per language name (only some languages have one). */
  codeTemplates: Record<string, string>;
  cases: ProblemCaseRow[];
  /**
   * Whether the cases came from a zip upload (their `input`/`output` are file names) or were typed in (the data
   * itself); absent: uploaded for a site problem.
   */
  isUploadCase?: boolean;
  /** Special or interactive judge program and its language; absent or null for the default judge. */
  spjCode?: string | null;
  spjLanguage?: string | null;
  /** JSON map file name -> content given to the judge program; absent or null for none. */
  judgeExtraFile?: string | null;
  /** Username of the last back-office editor; absent: the author. */
  modifiedUser?: string | null;
  /** A group problem's request to go public: 1 applying, 2 accepted, 3 refused; absent or null: never asked. */
  applyPublicProgress?: 1 | 2 | 3 | null;
  /** The group an accepted problem came from: accepting it cleared `gid`, so it joined the public set. */
  formerGid?: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** `problem`, by display id as the problem pages address it. */
export const problems = table<ProblemRow>()({
  name: 'problem',
  key: (p) => p.id,
  indexes: { problemId: (p) => p.problemId },
});

/** Public site problems: what anonymous lists (home page, profiles) may show. */
export const isPublicSiteProblem = (p: ProblemRow) => p.auth === 1 && p.gid === null;

/** A problem tag: `oj` is `ME` for the site's own problems, otherwise a remote judge's code. */
export interface TagRow {
  id: number;
  name: string;
  /** `#rrggbb`. */
  color: string | null;
  oj: string;
  /** Group id; null for a site-wide tag. */
  gid: number | null;
  /** Tag classification id; null when unclassified. */
  tcid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export interface TagClassificationRow {
  id: number;
  name: string;
  oj: string;
  /** Smaller first; null sorts first, as MySQL does. */
  rank: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const tags = table<TagRow>()({ name: 'tag', key: (t) => t.id, indexes: { tcid: (t) => t.tcid } });

export const tagClassifications = table<TagClassificationRow>()({
  name: 'tag_classification',
  key: (c) => c.id,
});

/** A problem's tag (`problem_tag`). */
export interface ProblemTagRow {
  pid: number;
  tid: number;
}

export const problemTags = table<ProblemTagRow>()({
  name: 'problem_tag',
  key: (r) => `${r.pid}:${r.tid}`,
  indexes: { pid: (r) => r.pid, tid: (r) => r.tid },
});

/** A programming language of the local judge (`oj` `ME`) or of a remote judge (`language`). */
export interface LanguageRow {
  id: number;
  name: string;
  /** Compiler and version. */
  description: string;
  /** Null for remote judges' languages, which this site does not compile. */
  compileCommand: string | null;
  /** A+B in this language; null for remote judges' languages. */
  template: string | null;
  /** Default template with the `PREPEND`/`TEMPLATE`/`APPEND` markers; null where there is none. */
  codeTemplate: string | null;
  /** Usable for special judges. */
  isSpj: boolean;
  /** Editor MIME mode, e.g. `text/x-c++src`. */
  contentType: string;
  /** `ME` or a remote judge's code. */
  oj: string;
  /** Larger first. */
  seq: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const languages = table<LanguageRow>()({
  name: 'language',
  key: (l) => l.id,
  indexes: { oj: (l) => l.oj, name: (l) => `${l.oj}:${l.name}` },
});

/** A problem of a contest under its label (`contest_problem`). */
export interface ContestProblemRow {
  /** `cpid` of contest submissions. */
  id: number;
  cid: number;
  pid: number;
  /** `A`, `B`, … */
  displayId: string;
  displayTitle: string;
  /** Balloon colour, `#rrggbb`. */
  color: string | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const contestProblems = table<ContestProblemRow>()({
  name: 'contest_problem',
  key: (c) => c.id,
  indexes: { cid: (c) => c.cid, pid: (c) => c.pid },
});
