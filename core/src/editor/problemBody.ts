import {
  JudgeCaseMode,
  JudgeMode,
  ProblemAuth,
  ProblemDifficulty,
  ProblemType,
  RemoteOj,
  type CodeTemplate,
  type ContestProblem,
  type Language,
  type Problem,
  type ProblemCase,
  type ProblemDTO,
  type Tag,
  type TagOj,
} from '@generated/model/index';
import { formatExamples, parseExamples } from '../parse/problemExamples';
import { formatExtraFiles, parseExtraFiles } from './extraFiles';
import {
  PROBLEM_DEFAULTS,
  filledExamples,
  type CodeTemplateRow,
  type ProblemCaseRow,
  type ProblemForm,
  type TagRow,
} from './problemForm';
import { tagKey } from './tagNames';

/** The judge settings a problem had when the editor loaded it; a save tells the backend what changed. */
export interface ProblemOriginal {
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjCode: string;
  spjLanguage: string;
}

export interface ProblemBodyOptions {
  /** Every language (`GET /api/languages`): the body carries whole language rows and template language ids */
  allLanguages: readonly Language[];
  /** Every tag of the problem's judge (`GET /api/get-all-problem-tags`): typed names reuse the existing tag */
  allTags?: readonly Tag[];
  /** The loaded judge settings when editing (`originalOf(form)` right after loading); absent when creating */
  original?: ProblemOriginal | null;
}

/** The judge settings of a freshly loaded form, to hand back to `toProblemBody` and the schema context. */
export function originalOf(form: ProblemForm): ProblemOriginal {
  return {
    judgeMode: form.judgeMode,
    judgeCaseMode: form.judgeCaseMode,
    spjCode: form.spjCode,
    spjLanguage: form.spjLanguage,
  };
}

/** The judge a tag belongs to: `ME` for local problems, else the remote judge named before the `-` of the id. */
function tagJudge(form: ProblemForm): TagOj {
  if (!form.isRemote) return 'ME';
  const code = form.problemId.split('-')[0]?.toUpperCase() ?? '';
  return (Object.values(RemoteOj) as string[]).includes(code) ? (code as RemoteOj) : 'ME';
}

function tagBody(tag: TagRow, form: ProblemForm, allTags: readonly Tag[]): Tag {
  const oj = tagJudge(form);
  const known =
    allTags.find((row) => tag.id !== undefined && row.id === tag.id) ??
    allTags.find((row) => tagKey(row.name ?? '') === tagKey(tag.name) && (row.oj ?? 'ME') === oj);
  if (known) return { ...known };
  const fresh: Tag = { name: tag.name.trim(), oj };
  if (tag.id !== undefined) fresh.id = tag.id;
  if (form.gid !== null) fresh.gid = form.gid;
  return fresh;
}

function languageBody(name: string, allLanguages: readonly Language[]): Language {
  const row = allLanguages.find((language) => language.name === name);
  return row ? { ...row } : { name };
}

/** Only enabled templates of allowed languages are sent; the backend drops the ones missing from the list. */
function templateBodies(form: ProblemForm, allLanguages: readonly Language[]): CodeTemplate[] {
  const bodies: CodeTemplate[] = [];
  for (const template of form.codeTemplates) {
    if (!template.status || !form.languages.includes(template.language)) continue;
    const lid = allLanguages.find((language) => language.name === template.language)?.id;
    if (lid === undefined) continue;
    const body: CodeTemplate = { lid, code: template.code, status: true };
    if (template.id !== undefined) body.id = template.id;
    if (form.id !== null) body.pid = form.id;
    bodies.push(body);
  }
  return bodies;
}

function caseBodies(form: ProblemForm): ProblemCase[] {
  return form.cases.map((row) => {
    const body: ProblemCase = {
      input: row.input,
      // HOJ names a missing output `-` for uploaded data judged by a special or interactive judge.
      output: form.isUploadCase && row.output === '' ? '-' : row.output,
      score: row.score,
      groupNum: row.groupNum,
    };
    if (row.id !== undefined) body.id = row.id;
    if (form.id !== null) body.pid = form.id;
    return body;
  });
}

function totalScore(form: ProblemForm): number {
  if (form.type !== ProblemType.OI || form.cases.length === 0) return form.ioScore;
  return form.cases.reduce((sum, row) => sum + (typeof row.score === 'number' ? row.score : 0), 0);
}

/**
 * Whether the judge program must be rebuilt: its code, language or mode differ from what was loaded (always
 * for a new problem that has one, and when a special judge is switched off).
 */
function judgeCodeChanged(form: ProblemForm, original: ProblemOriginal | null | undefined): boolean {
  if (form.isRemote) return false;
  if (!original) return form.judgeMode !== JudgeMode.DEFAULT;
  if (form.judgeMode === JudgeMode.DEFAULT) return original.judgeMode !== JudgeMode.DEFAULT;
  return (
    original.judgeMode !== form.judgeMode ||
    original.spjCode !== form.spjCode ||
    original.spjLanguage !== form.spjLanguage
  );
}

/**
 * The body of `POST`/`PUT /api/admin/problem` (and the contest and group problem editors). Judge code is sent
 * only with a special or interactive judge; examples and extra files take their stored text forms.
 */
export function toProblemBody(form: ProblemForm, options: ProblemBodyOptions): ProblemDTO {
  const special = form.judgeMode !== JudgeMode.DEFAULT;
  const problem: Problem = {
    problemId: form.problemId.trim(),
    title: form.title.trim(),
    author: form.author,
    type: form.type,
    judgeMode: form.judgeMode,
    judgeCaseMode: form.judgeCaseMode,
    timeLimit: form.timeLimit,
    memoryLimit: form.memoryLimit,
    stackLimit: form.stackLimit,
    description: form.description,
    input: form.input,
    output: form.output,
    examples: formatExamples(filledExamples(form.examples)),
    isRemote: form.isRemote,
    source: form.source,
    difficulty: form.difficulty,
    hint: form.hint,
    auth: form.auth,
    ioScore: totalScore(form),
    codeShare: form.codeShare,
    spjCode: special ? form.spjCode : null,
    spjLanguage: special ? form.spjLanguage : null,
    userExtraFile: formatExtraFiles(form.userExtraFile),
    judgeExtraFile: formatExtraFiles(form.judgeExtraFile),
    isRemoveEndBlank: form.isRemoveEndBlank,
    openCaseResult: form.openCaseResult,
    isUploadCase: form.isUploadCase,
    isFileIO: form.isFileIO,
    ioReadFileName: form.isFileIO ? form.ioReadFileName.trim() : null,
    ioWriteFileName: form.isFileIO ? form.ioWriteFileName.trim() : null,
    gid: form.gid,
    isGroup: form.gid !== null,
  };
  if (form.id !== null) problem.id = form.id;
  const original = options.original ?? null;
  return {
    problem,
    samples: caseBodies(form),
    isUploadTestCase: form.isUploadCase,
    uploadTestcaseDir: form.uploadTestcaseDir === '' ? null : form.uploadTestcaseDir,
    judgeMode: form.judgeMode,
    changeModeCode: judgeCodeChanged(form, original),
    changeJudgeCaseMode: original === null || original.judgeCaseMode !== form.judgeCaseMode,
    languages: form.languages.map((name) => languageBody(name, options.allLanguages)),
    tags: form.tags.map((tag) => tagBody(tag, form, options.allTags ?? [])),
    codeTemplates: templateBodies(form, options.allLanguages),
  };
}

function oneOf<T extends string | number>(value: unknown, allowed: Record<string, T>, fallback: T): T {
  return (Object.values(allowed) as unknown[]).includes(value) ? (value as T) : fallback;
}

function caseRow(row: ProblemCase): ProblemCaseRow {
  const result: ProblemCaseRow = {
    input: row.input ?? '',
    output: row.output ?? '',
    score: typeof row.score === 'number' ? row.score : null,
    groupNum: typeof row.groupNum === 'number' ? row.groupNum : null,
  };
  if (row.id !== undefined) result.id = row.id;
  return result;
}

function templateRows(templates: readonly CodeTemplate[], languages: readonly Language[]): CodeTemplateRow[] {
  const rows: CodeTemplateRow[] = [];
  for (const template of templates) {
    const language = languages.find((row) => row.id !== undefined && row.id === template.lid)?.name;
    if (!language) continue;
    const row: CodeTemplateRow = { language, code: template.code ?? '', status: template.status ?? true };
    if (template.id !== undefined) row.id = template.id;
    rows.push(row);
  }
  return rows;
}

/**
 * The editor form of a stored problem. The edit page loads, for problem `pid`:
 * - `GET /api/admin/problem?pid` (`getAdminProblem`; in a contest `GET /api/admin/contest/problem`, in a group
 *   `GET /api/group/problem`): the problem row;
 * - `GET /api/admin/problem/get-problem-cases?pid&isUpload` (`getAdminProblemCases`): its test cases;
 * - `GET /api/get-problem-languages?pid` (`getProblemLanguages`): its allowed languages;
 * - `GET /api/get-problem-code-template?pid` (`getProblemCodeTemplate`): its code templates;
 * - `GET /api/get-problem-tags?pid` (`getProblemTags`): its tags;
 * - in a contest, `GET /api/admin/contest/contest-problem?pid&cid` (`getAdminContestProblemDetail`): its label
 *   and title in the contest.
 * Any list may be null (the backend sends null for "none"); unreadable extra-file text gives no files.
 */
export function fromProblemDetail(
  problem: Problem,
  cases: readonly ProblemCase[] | null | undefined,
  languages: readonly Language[] | null | undefined,
  templates: readonly CodeTemplate[] | null | undefined,
  tags: readonly Tag[] | null | undefined,
  contestProblem?: ContestProblem | null,
): ProblemForm {
  const languageRows = languages ?? [];
  return {
    id: problem.id ?? null,
    problemId: problem.problemId ?? '',
    title: problem.title ?? '',
    author: problem.author ?? '',
    description: problem.description ?? '',
    input: problem.input ?? '',
    output: problem.output ?? '',
    hint: problem.hint ?? '',
    source: problem.source ?? '',
    examples: parseExamples(problem.examples),
    timeLimit: problem.timeLimit ?? PROBLEM_DEFAULTS.timeLimit,
    memoryLimit: problem.memoryLimit ?? PROBLEM_DEFAULTS.memoryLimit,
    stackLimit: problem.stackLimit ?? PROBLEM_DEFAULTS.stackLimit,
    difficulty: oneOf(problem.difficulty, ProblemDifficulty, PROBLEM_DEFAULTS.difficulty),
    type: oneOf(problem.type, ProblemType, PROBLEM_DEFAULTS.type),
    auth: oneOf(problem.auth, ProblemAuth, PROBLEM_DEFAULTS.auth),
    codeShare: problem.codeShare ?? PROBLEM_DEFAULTS.codeShare,
    judgeMode: oneOf(problem.judgeMode, JudgeMode, PROBLEM_DEFAULTS.judgeMode),
    judgeCaseMode: oneOf(problem.judgeCaseMode, JudgeCaseMode, PROBLEM_DEFAULTS.judgeCaseMode),
    spjLanguage: problem.spjLanguage || PROBLEM_DEFAULTS.spjLanguage,
    spjCode: problem.spjCode ?? '',
    isRemoveEndBlank: problem.isRemoveEndBlank ?? PROBLEM_DEFAULTS.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult ?? PROBLEM_DEFAULTS.openCaseResult,
    ioScore: problem.ioScore ?? PROBLEM_DEFAULTS.ioScore,
    isFileIO: problem.isFileIO ?? false,
    ioReadFileName: problem.ioReadFileName ?? '',
    ioWriteFileName: problem.ioWriteFileName ?? '',
    userExtraFile: parseExtraFiles(problem.userExtraFile),
    judgeExtraFile: parseExtraFiles(problem.judgeExtraFile),
    isUploadCase: problem.isUploadCase ?? PROBLEM_DEFAULTS.isUploadCase,
    uploadTestcaseDir: '',
    cases: (cases ?? []).filter((row) => row.status !== 1).map(caseRow),
    languages: languageRows.map((row) => row.name ?? '').filter((name) => name !== ''),
    codeTemplates: templateRows(templates ?? [], languageRows),
    tags: (tags ?? [])
      .filter((tag) => typeof tag.name === 'string' && tag.name !== '')
      .map((tag) => (tag.id === undefined ? { name: tag.name ?? '' } : { id: tag.id, name: tag.name ?? '' })),
    isRemote: problem.isRemote ?? false,
    gid: problem.gid ?? null,
    contestDisplayId: contestProblem?.displayId ?? '',
    contestDisplayTitle: contestProblem?.displayTitle ?? '',
  };
}
