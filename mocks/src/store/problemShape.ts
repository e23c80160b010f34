import type { Problem } from '@generated/model/index';

/** Columns of HOJ's `problem` entity that every answer copies from the row as they are. */
type Copied =
  | 'problemId'
  | 'title'
  | 'type'
  | 'judgeMode'
  | 'judgeCaseMode'
  | 'timeLimit'
  | 'memoryLimit'
  | 'stackLimit'
  | 'description'
  | 'input'
  | 'output'
  | 'examples'
  | 'isRemote'
  | 'source'
  | 'difficulty'
  | 'hint'
  | 'ioScore'
  | 'codeShare'
  | 'userExtraFile'
  | 'isRemoveEndBlank'
  | 'openCaseResult'
  | 'isFileIO'
  | 'ioReadFileName'
  | 'ioWriteFileName';

/** What the mapping reads: the copied columns and the group the problem belongs to. */
export type ProblemSource = Pick<Required<Problem>, Copied> & { gid: number | null };

/** What each use decides itself: the problem page hides the judge's files, the export publishes every problem. */
export type ProblemChoices = Pick<
  Problem,
  'auth' | 'spjCode' | 'spjLanguage' | 'judgeExtraFile' | 'isUploadCase'
>;

export type ProblemColumns = Pick<Required<Problem>, Copied | 'isGroup'> & ProblemChoices;

/**
 * A problem row as HOJ's `problem` entity, in the entity's column order: the one mapping behind the problem's
 * page, its admin view and HOJ's problem export. Ids, authors and dates are the caller's to add.
 */
export function problemColumns(p: ProblemSource, own: ProblemChoices): ProblemColumns {
  return {
    problemId: p.problemId,
    title: p.title,
    type: p.type,
    judgeMode: p.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: p.examples,
    isRemote: p.isRemote,
    source: p.source,
    difficulty: p.difficulty,
    hint: p.hint,
    auth: own.auth,
    ioScore: p.ioScore,
    codeShare: p.codeShare,
    spjCode: own.spjCode,
    spjLanguage: own.spjLanguage,
    userExtraFile: p.userExtraFile,
    judgeExtraFile: own.judgeExtraFile,
    isRemoveEndBlank: p.isRemoveEndBlank,
    openCaseResult: p.openCaseResult,
    isUploadCase: own.isUploadCase,
    isGroup: p.gid !== null,
    isFileIO: p.isFileIO,
    ioReadFileName: p.ioReadFileName,
    ioWriteFileName: p.ioWriteFileName,
  };
}
