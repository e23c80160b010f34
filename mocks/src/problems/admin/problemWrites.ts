import type { UserRow } from '@hoj/mocks/store/schema/accounts';
import { ApiFailure, integrityViolation } from '@hoj/mocks/http/failure';
import { messages } from '@hoj/mocks/http/messages';
import { clock } from '@hoj/mocks/store/clock';
import { problems, type ProblemRow } from '@hoj/mocks/store/schema/problems';
import { followDisplayId } from '@hoj/mocks/store/rules/problemCascade';
import { type ProblemDtoInput, type ProblemInput, remoteJudgeOf, sentColumns } from './problemBody';
import { casesFromSamples, totalScore } from './problemCases';
import { languageNames, relinkTags, resolveTags, templatesByLanguage } from './problemLinks';
import { adminProblemMessages } from './texts';

/** Root and problem admins manage every problem; an admin only the problems they wrote. */
export const managesEveryProblem = (caller: UserRow): boolean =>
  caller.role === 'root' || caller.role === 'problem_admin';

/** The problem with a display id, compared without case as MySQL does. */
export function problemByDisplayId(problemId: string): ProblemRow | undefined {
  const lower = problemId.toLowerCase();
  return problems.one('problemId', problemId) ?? problems.find((p) => p.problemId.toLowerCase() === lower);
}

/** The judge whose tags and languages a problem uses: `ME`, or the remote judge its display id names. */
const judgeOf = (problemId: string, isRemote: boolean): string =>
  isRemote ? (problemId.split('-')[0] ?? 'ME') : 'ME';

/** The special judge program is kept only for the judge modes that run one. */
function judgeProgram(dto: ProblemDtoInput, p: ProblemInput): Partial<ProblemRow> {
  const mode = dto.judgeMode ?? p.judgeMode;
  return mode === 'default' ? { spjCode: null, spjLanguage: null } : {};
}

/**
 * `POST /api/admin/problem`. The display id is required and unique (upper-cased); the cases are the typed-in
 * samples, or the uploaded files the samples name. An OI problem's total is the sum of its cases (with uploaded
 * cases the plain sum even with subtasks, as the backend adds them up on that path).
 */
export function addProblem(dto: ProblemDtoInput, caller: UserRow, tagGid: number | null = null): ProblemRow {
  const p = dto.problem;
  // The service upper-cases the display id before anything else: without one it fails on a null.
  if (p === null || p.problemId === null) throw integrityViolation();
  const problemId = p.problemId.toUpperCase();
  if (problemByDisplayId(problemId)) throw new ApiFailure(400, adminProblemMessages.problemIdExists);
  if (p.title === null || p.type === null) throw integrityViolation();
  const isRemote = p.isRemote ?? false;
  const judge = judgeOf(problemId, isRemote);
  const uploaded = dto.isUploadTestCase ?? false;
  const samples = (dto.samples ?? []).map((s) => ({ ...s, id: null }));
  // The backend refuses an upload without cases with a bare RuntimeException: the global handler's HTTP 500.
  if (uploaded && samples.length === 0) throw new ApiFailure(500, messages.serverError, 500);
  const allowed = languageNames(dto.languages ?? [], judge);
  const templates = templatesByLanguage(dto.codeTemplates ?? []);
  const tagRows = resolveTags(dto.tags ?? [], judge, tagGid);
  const cases = isRemote ? [] : casesFromSamples(samples, uploaded, dto.uploadTestcaseDir, []);
  const judgeCaseMode = p.judgeCaseMode ?? 'default';
  const ioScore =
    p.type !== 1
      ? (p.ioScore ?? 100)
      : uploaded
        ? cases.reduce((sum, c) => sum + c.score, 0)
        : totalScore(judgeCaseMode, cases);
  const now = clock.now();
  const row = problems.insert({
    id: problems.nextId(),
    problemId,
    title: p.title,
    author: p.author ?? caller.username,
    type: p.type,
    auth: p.auth ?? 1,
    difficulty: p.difficulty ?? 0,
    gid: p.isGroup === true ? p.gid : null,
    description: p.description ?? '',
    input: p.input ?? '',
    output: p.output ?? '',
    hint: p.hint ?? '',
    source: p.source ?? '',
    examples: p.examples ?? '',
    timeLimit: p.timeLimit ?? 1000,
    memoryLimit: p.memoryLimit ?? 256,
    stackLimit: p.stackLimit ?? 128,
    judgeMode: p.judgeMode ?? dto.judgeMode ?? 'default',
    judgeCaseMode,
    isRemote,
    remoteOj: isRemote ? remoteJudgeOf(problemId) : null,
    ioScore,
    codeShare: p.codeShare ?? true,
    isFileIO: p.isFileIO ?? false,
    ioReadFileName: p.ioReadFileName,
    ioWriteFileName: p.ioWriteFileName,
    userExtraFile: p.userExtraFile,
    judgeExtraFile: p.judgeExtraFile,
    openCaseResult: p.openCaseResult ?? true,
    isRemoveEndBlank: p.isRemoveEndBlank ?? true,
    spjCode: p.spjCode,
    spjLanguage: p.spjLanguage,
    ...judgeProgram(dto, p),
    languages: allowed,
    codeTemplates: templates,
    cases,
    isUploadCase: uploaded,
    gmtCreate: now,
    gmtModified: now,
  });
  relinkTags(row.id, tagRows);
  return row;
}

/**
 * `PUT /api/admin/problem`: root, problem admins, or the author the body names (the backend checks the sent
 * author, not the stored one).
 */
export function updateProblem(dto: ProblemDtoInput, caller: UserRow): void {
  if (dto.problem === null) throw integrityViolation();
  if (!managesEveryProblem(caller) && dto.problem.author !== caller.username)
    throw new ApiFailure(403, adminProblemMessages.noEditPermission);
  writeProblemEdit(dto, caller);
}

/**
 * An edit once the caller's right is settled. Only what was sent changes; the cases are replaced when samples
 * come for a local problem. A new display id is carried over to the problem's submissions and discussions.
 */
export function writeProblemEdit(dto: ProblemDtoInput, caller: UserRow, tagGid: number | null = null): void {
  const p = dto.problem;
  if (p === null || p.problemId === null || p.id === null) throw integrityViolation();
  const problemId = p.problemId.toUpperCase();
  const holder = problemByDisplayId(problemId);
  if (holder && holder.id !== p.id) throw new ApiFailure(400, adminProblemMessages.problemIdTaken);
  const row = problems.get(p.id);
  if (!row) throw new ApiFailure(400, adminProblemMessages.updateFailed);
  const isRemote = p.isRemote ?? row.isRemote;
  const judge = judgeOf(problemId, isRemote);
  const allowed = dto.languages ? languageNames(dto.languages, judge) : row.languages;
  const templates = dto.codeTemplates ? templatesByLanguage(dto.codeTemplates) : row.codeTemplates;
  const tagRows = dto.tags ? resolveTags(dto.tags, judge, tagGid) : null;
  const uploaded = dto.isUploadTestCase ?? row.isUploadCase ?? !row.isRemote;
  const samples = dto.samples ?? [];
  const replaceCases = !isRemote && samples.length > 0;
  const cases = replaceCases
    ? casesFromSamples(samples, uploaded, dto.uploadTestcaseDir, row.cases)
    : row.cases;
  const columns = { ...sentColumns(p), ...judgeProgram(dto, p) };
  const type = columns.type ?? row.type;
  const judgeCaseMode = columns.judgeCaseMode ?? row.judgeCaseMode;
  const previousId = row.problemId;
  problems.update(row, {
    ...columns,
    problemId,
    isRemote,
    remoteOj: isRemote ? remoteJudgeOf(problemId) : null,
    languages: allowed,
    codeTemplates: templates,
    cases,
    ...(replaceCases ? { isUploadCase: uploaded } : {}),
    ...(replaceCases && type === 1 ? { ioScore: totalScore(judgeCaseMode, cases) } : {}),
    modifiedUser: caller.username,
    gmtModified: clock.now(),
  });
  if (tagRows) relinkTags(row.id, tagRows);
  if (previousId !== problemId) followDisplayId(row.id, previousId, problemId);
}
