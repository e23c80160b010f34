import {
  JudgeCaseMode,
  JudgeMode,
  RemoteOj,
  type JudgeCaseMode as JudgeCaseModeValue,
  type JudgeMode as JudgeModeValue,
} from '@generated/model/index';
import { ApiFailure } from '@hoj/mocks/http/failure';
import { messages } from '@hoj/mocks/http/messages';
import { listEntry, type BodyOf, type BodyReader } from '@hoj/mocks/http/request';
import type { ProblemDifficulty, ProblemRow } from '@hoj/mocks/store/schema/problems';
import { adminProblemMessages } from './texts';

/**
 * `ProblemDTO` as the problem editors send it, read the way Jackson binds it: a field left out or sent null is
 * null here, which the insert leaves to the column's default and `updateById` leaves unchanged.
 */

export type ProblemDtoBody = BodyOf<'addAdminProblem'>;
type ProblemBody = NonNullable<ProblemDtoBody['problem']>;

/** The columns of `ProblemDTO.problem` the mock keeps, each null when not sent. */
export interface ProblemInput {
  id: number | null;
  problemId: string | null;
  title: string | null;
  author: string | null;
  type: 0 | 1 | null;
  auth: 1 | 2 | 3 | null;
  difficulty: ProblemDifficulty | null;
  judgeMode: JudgeModeValue | null;
  judgeCaseMode: JudgeCaseModeValue | null;
  timeLimit: number | null;
  memoryLimit: number | null;
  stackLimit: number | null;
  description: string | null;
  input: string | null;
  output: string | null;
  examples: string | null;
  hint: string | null;
  source: string | null;
  isRemote: boolean | null;
  ioScore: number | null;
  codeShare: boolean | null;
  spjCode: string | null;
  spjLanguage: string | null;
  userExtraFile: string | null;
  judgeExtraFile: string | null;
  isRemoveEndBlank: boolean | null;
  openCaseResult: boolean | null;
  isGroup: boolean | null;
  gid: number | null;
  isFileIO: boolean | null;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
}

/** A case of `samples`: typed-in data, or the file names of an uploaded case. */
export interface CaseInput {
  id: number | null;
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
}

/** A tag of the body: an existing one by id, a new one by name. */
export interface TagInput {
  id: number | null;
  name: string | null;
  color: string | null;
}

/** A language of the body: the editors send whole `language` rows; the id is what the backend stores. */
export interface LanguageInput {
  id: number | null;
  name: string | null;
}

export interface TemplateInput {
  lid: number | null;
  code: string | null;
  /** A disabled template (false) is not offered on the problem page. */
  status: boolean | null;
}

/** Everything of a `ProblemDTO`; the lists are null when not sent. */
export interface ProblemDtoInput {
  problem: ProblemInput | null;
  samples: CaseInput[] | null;
  isUploadTestCase: boolean | null;
  uploadTestcaseDir: string | null;
  judgeMode: JudgeModeValue | null;
  languages: LanguageInput[] | null;
  tags: TagInput[] | null;
  codeTemplates: TemplateInput[] | null;
}

/** Jackson could not bind the value to the DTO's field: HTTP 400. */
const unreadable = () => new ApiFailure(400, messages.badJson, 400);

function oneOf<T extends number>(value: number | null, allowed: readonly T[], refusal: string): T | null {
  if (value === null) return null;
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new ApiFailure(400, refusal);
  return found;
}

function judgeModeOf(value: string | null): JudgeModeValue | null {
  if (value === null) return null;
  const mode = Object.values(JudgeMode).find((m) => m === value);
  if (!mode) throw new ApiFailure(400, adminProblemMessages.judgeModeInvalid);
  return mode;
}

function judgeCaseModeOf(value: string | null): JudgeCaseModeValue | null {
  if (value === null) return null;
  const mode = Object.values(JudgeCaseMode).find((m) => m === value);
  if (!mode) throw new ApiFailure(400, adminProblemMessages.judgeCaseModeInvalid);
  return mode;
}

export function readProblem(p: BodyReader<ProblemBody>): ProblemInput {
  return {
    id: p.int('id'),
    problemId: p.string('problemId'),
    title: p.string('title'),
    author: p.string('author'),
    type: oneOf(p.int('type'), [0, 1] as const, adminProblemMessages.typeInvalid),
    auth: oneOf(p.int('auth'), [1, 2, 3] as const, adminProblemMessages.authInvalid),
    difficulty: oneOf(p.int('difficulty'), [0, 1, 2] as const, adminProblemMessages.difficultyInvalid),
    judgeMode: judgeModeOf(p.string('judgeMode')),
    judgeCaseMode: judgeCaseModeOf(p.string('judgeCaseMode')),
    timeLimit: p.int('timeLimit'),
    memoryLimit: p.int('memoryLimit'),
    stackLimit: p.int('stackLimit'),
    description: p.string('description'),
    input: p.string('input'),
    output: p.string('output'),
    examples: p.string('examples'),
    hint: p.string('hint'),
    source: p.string('source'),
    isRemote: p.bool('isRemote'),
    ioScore: p.int('ioScore'),
    codeShare: p.bool('codeShare'),
    spjCode: p.string('spjCode'),
    spjLanguage: p.string('spjLanguage'),
    userExtraFile: p.string('userExtraFile'),
    judgeExtraFile: p.string('judgeExtraFile'),
    isRemoveEndBlank: p.bool('isRemoveEndBlank'),
    openCaseResult: p.bool('openCaseResult'),
    isGroup: p.bool('isGroup'),
    gid: p.int('gid'),
    isFileIO: p.bool('isFileIO'),
    ioReadFileName: p.string('ioReadFileName'),
    ioWriteFileName: p.string('ioWriteFileName'),
  };
}

/** A `List<…>` field: null when missing or null, each element a JSON object, anything else HTTP 400. */
function listOf<T>(value: unknown): BodyReader<T>[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw unreadable();
  return value.map((item) => listEntry<T>(item));
}

type CaseBody = NonNullable<ProblemDtoBody['samples']>[number];
type TagBody = NonNullable<ProblemDtoBody['tags']>[number];
type LanguageBody = NonNullable<ProblemDtoBody['languages']>[number];
type TemplateBody = NonNullable<ProblemDtoBody['codeTemplates']>[number];

export function readProblemDto(body: BodyReader<ProblemDtoBody>): ProblemDtoInput {
  const problem = body.object('problem');
  return {
    problem: problem ? readProblem(problem) : null,
    samples:
      listOf<CaseBody>(body.raw('samples'))?.map((c) => ({
        id: c.int('id'),
        input: c.string('input') ?? '',
        output: c.string('output') ?? '',
        score: c.int('score'),
        groupNum: c.int('groupNum'),
      })) ?? null,
    isUploadTestCase: body.bool('isUploadTestCase'),
    uploadTestcaseDir: body.string('uploadTestcaseDir'),
    judgeMode: judgeModeOf(body.string('judgeMode')),
    languages:
      listOf<LanguageBody>(body.raw('languages'))?.map((l) => ({
        id: l.int('id'),
        name: l.string('name'),
      })) ?? null,
    tags:
      listOf<TagBody>(body.raw('tags'))?.map((t) => ({
        id: t.int('id'),
        name: t.string('name'),
        color: t.string('color'),
      })) ?? null,
    codeTemplates:
      listOf<TemplateBody>(body.raw('codeTemplates'))?.map((t) => ({
        lid: t.int('lid'),
        code: t.string('code'),
        status: t.bool('status'),
      })) ?? null,
  };
}

/** The remote judge a display id names (`HDU-1000` → HDU), or null for a local problem. */
export function remoteJudgeOf(problemId: string): RemoteOj | null {
  const prefix = problemId.split('-')[0]?.toUpperCase() ?? '';
  return Object.values(RemoteOj).find((oj) => oj === prefix) ?? null;
}

/** The columns an update writes: those sent non-null, as `updateById` does. */
export function sentColumns(p: ProblemInput): Partial<ProblemRow> {
  const columns: Partial<ProblemRow> = {};
  const copy = <K extends keyof ProblemInput & keyof ProblemRow>(key: K) => {
    const value = p[key];
    if (value !== null) Object.assign(columns, { [key]: value });
  };
  for (const key of [
    'title',
    'author',
    'type',
    'auth',
    'difficulty',
    'judgeMode',
    'judgeCaseMode',
    'timeLimit',
    'memoryLimit',
    'stackLimit',
    'description',
    'input',
    'output',
    'examples',
    'hint',
    'source',
    'ioScore',
    'codeShare',
    'spjCode',
    'spjLanguage',
    'userExtraFile',
    'judgeExtraFile',
    'isRemoveEndBlank',
    'openCaseResult',
    'isFileIO',
    'ioReadFileName',
    'ioWriteFileName',
  ] as const)
    copy(key);
  return columns;
}
