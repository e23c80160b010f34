import { JudgeCaseMode, JudgeMode } from '@generated/model/index';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { requireContent } from '../http/posting';
import { listEntry, type BodyOf, type BodyReader } from '../http/request';
import { groupProblemMessages as texts } from './contentTexts';

export type ProblemEditorBody = BodyReader<BodyOf<'addGroupProblem'>>;
type ProblemFields = BodyReader<NonNullable<BodyOf<'addGroupProblem'>['problem']>>;

/** What the group services read of the body before saving it: the problem and the gids its tags name. */
export interface SentProblem {
  id: number | null;
  problemId: string;
  gid: number | null;
  author: string | null;
  tagGids: (number | null)[];
}

const ACM_CASE_MODES: readonly string[] = [JudgeCaseMode.DEFAULT, JudgeCaseMode.ERGODIC_WITHOUT_ERROR];
const OI_CASE_MODES: readonly string[] = [
  JudgeCaseMode.DEFAULT,
  JudgeCaseMode.SUBTASK_LOWEST,
  JudgeCaseMode.SUBTASK_AVERAGE,
];
const JUDGE_MODES: readonly string[] = Object.values(JudgeMode);
const CASE_MODES: readonly string[] = Object.values(JudgeCaseMode);

const failure = (message: string) => new ApiFailure(400, message);

/** A limit the group editor allows: present and within 1 … max. */
function checkLimit(value: number | null, max: number, message: string): void {
  if (value === null || value <= 0 || value > max) throw failure(message);
}

/** The common validators' length check of an optional text. */
function checkLength(value: string | null, item: string, max: number): void {
  if (value !== null && value.length > max) throw failure(messages.tooLong(item));
}

/** The rules every problem shares: type, auth, judge mode, and a case mode the type allows. */
function checkModes(problem: ProblemFields): void {
  const type = problem.int('type');
  if (type !== 0 && type !== 1) throw failure(texts.typeInvalid);
  const auth = problem.int('auth');
  if (auth !== 1 && auth !== 2 && auth !== 3) throw failure(texts.authInvalid);
  if (!JUDGE_MODES.includes(problem.string('judgeMode') ?? '')) throw failure(texts.judgeModeInvalid);
  const caseMode = problem.string('judgeCaseMode') ?? '';
  if (!CASE_MODES.includes(caseMode)) throw failure(texts.judgeCaseModeInvalid);
  if (!(type === 0 ? ACM_CASE_MODES : OI_CASE_MODES).includes(caseMode))
    throw failure(type === 0 ? texts.acmCaseMode : texts.oiCaseMode);
}

/**
 * The backend's group problem validator (stricter than the back office's): the configuration, a display id of
 * at most 50 characters, the modes, limits within 30 s and 1024 MB, a title and the statement's lengths. An
 * edit needs the problem's id first.
 */
export function readGroupProblem(body: ProblemEditorBody, editing: boolean): SentProblem {
  const problem = body.object('problem');
  if (!problem) throw failure(texts.configMissing);
  const id = problem.int('id');
  if (editing && id === null) throw failure(texts.idMissing);
  const problemId = problem.string('problemId');
  if (problemId === null || problemId.trim() === '') throw failure(texts.problemIdBlank);
  checkModes(problem);
  requireContent(problemId, texts.problemIdItem, 50);
  checkLimit(problem.int('timeLimit'), 30_000, texts.timeLimit);
  checkLimit(problem.int('memoryLimit'), 1024, texts.memoryLimit);
  checkLimit(problem.int('stackLimit'), 1024, texts.stackLimit);
  requireContent(problem.string('title'), texts.titleItem, 255);
  checkLength(problem.string('description'), texts.descriptionItem, 65535);
  checkLength(problem.string('input'), texts.inputItem, 65535);
  checkLength(problem.string('output'), texts.outputItem, 65535);
  checkLength(problem.string('hint'), texts.hintItem, 65535);
  const tags = body.raw('tags');
  const tagGids = Array.isArray(tags) ? tags.map((tag) => listEntry<{ gid?: number }>(tag).int('gid')) : [];
  return { id, problemId, gid: problem.int('gid'), author: problem.string('author'), tagGids };
}
