import type { JudgeCaseMode } from '@generated/model/index';

/** One test case read from a package, with the file texts. */
export interface ImportedCase {
  input: string;
  /** '' when the package has no output for it (special or interactive judge, a short FPS list). */
  output: string;
  /** OI points; null when the package gives none. */
  score: number | null;
  /** Subtask number; null outside subtasks. */
  groupNum: number | null;
}

/** An image embedded in a package, stored under `/api/public/img/<name>` when the import is committed. */
export interface ImportedImage {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Settings only HOJ's own export carries; the other formats leave them to the import defaults. */
export interface ImportedOptions {
  difficulty?: 0 | 1 | 2;
  isRemoveEndBlank?: boolean;
  openCaseResult?: boolean;
  codeShare?: boolean;
  isFileIO?: boolean;
  ioReadFileName?: string | null;
  ioWriteFileName?: string | null;
  /** JSON text: file name -> content. */
  userExtraFile?: string | null;
  /** JSON text: file name -> content, given to the checker or interactor. */
  judgeExtraFile?: string | null;
}

/**
 * A problem as a package reader understands it, whatever the format: pure data, not yet stored. Statement parts
 * are the package's text (HTML or Markdown); limits are already converted to ms and MB.
 */
export interface ImportedProblem {
  /** The display id the package names (QDUOJ `display_id`, Hydro `pid`, HOJ `problemId`); null when none. */
  problemId: string | null;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  examples: { input: string; output: string }[];
  /** ms. */
  timeLimit: number;
  /** MB. */
  memoryLimit: number;
  /** MB. */
  stackLimit: number;
  /** 0 ACM, 1 OI. */
  type: 0 | 1;
  judgeMode: 'default' | 'spj' | 'interactive';
  judgeCaseMode: JudgeCaseMode;
  /** The checker or interactor; null for the default judge. */
  spj: { language: string; code: string } | null;
  tags: string[];
  /** Language names the package allows; null leaves every language of the site's judge. */
  languages: string[] | null;
  codeTemplates: { language: string; code: string }[];
  cases: ImportedCase[];
  images?: ImportedImage[];
  /** Files the statement links to that are not pictures, stored under `/api/public/file/<name>`. */
  files?: ImportedImage[];
  options?: ImportedOptions;
}

/** Defaults of a problem the package does not fully describe (the backend's import defaults). */
export const IMPORT_DEFAULTS = {
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
} as const;
