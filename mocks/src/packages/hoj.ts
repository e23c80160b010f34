import type { JudgeCaseMode } from '@generated/model/index';
import { naturalCompare } from '@hoj/core/editor/testCasePairs';
import { parseExamples } from '@hoj/core/parse/problemExamples';
import {
  IMPORT_DEFAULTS,
  type ImportedCase,
  type ImportedOptions,
  type ImportedProblem,
} from './importedProblem';
import { baseName, filesUnder } from './packageFiles';
import { PackageRefusal } from './refusal';
import { DEFAULT_ZIP_LIMITS, readZip, textOf, type ZipFiles, type ZipLimits } from './safeZip';
import { packageMessages } from './texts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const JUDGE_MODES = ['default', 'spj', 'interactive'] as const;
const CASE_MODES: readonly JudgeCaseMode[] = [
  'default',
  'subtask_lowest',
  'subtask_average',
  'ergodic_without_error',
];

/** `userExtraFile` is a map in the export and a JSON text in the table. */
function extraFileText(value: unknown): string | null {
  if (isObject(value)) return JSON.stringify(value);
  return typeof value === 'string' && value.trim() ? value : null;
}

function optionsOf(problem: Json, vo: Json): ImportedOptions {
  const difficulty = num(problem.difficulty);
  return {
    difficulty: difficulty === 0 || difficulty === 1 || difficulty === 2 ? difficulty : undefined,
    isRemoveEndBlank: bool(problem.isRemoveEndBlank),
    openCaseResult: bool(problem.openCaseResult),
    codeShare: bool(problem.codeShare),
    isFileIO: bool(problem.isFileIO),
    ioReadFileName: typeof problem.ioReadFileName === 'string' ? problem.ioReadFileName : null,
    ioWriteFileName: typeof problem.ioWriteFileName === 'string' ? problem.ioWriteFileName : null,
    userExtraFile: extraFileText(vo.userExtraFile) ?? extraFileText(problem.userExtraFile),
  };
}

/** The cases `samples` lists, read from the problem's folder by file name (an older export wrote full paths). */
function casesOf(samples: unknown, folder: ZipFiles, key: string): ImportedCase[] {
  if (!Array.isArray(samples)) return [];
  return samples.filter(isObject).map((sample) => {
    const inputName = baseName(str(sample.input));
    const outputName = baseName(str(sample.output));
    const input = folder.get(inputName);
    if (!input) throw new PackageRefusal('badFormat', packageMessages.missingFile(key, inputName));
    const output = outputName ? folder.get(outputName) : undefined;
    return {
      input: textOf(input),
      output: output ? textOf(output) : '',
      score: num(sample.score),
      groupNum: num(sample.groupNum),
    };
  });
}

function readProblem(files: ZipFiles, top: string, key: string): ImportedProblem {
  let vo: unknown;
  try {
    vo = JSON.parse(textOf(files.get(`${top}${key}.json`) ?? new Uint8Array()));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new PackageRefusal('badFormat', packageMessages.badProblemJson(key, detail));
  }
  if (!isObject(vo) || !isObject(vo.problem))
    throw new PackageRefusal('badFormat', packageMessages.missingField(key, 'problem'));
  const problem = vo.problem;
  const title = str(problem.title).trim();
  if (!title) throw new PackageRefusal('badFormat', packageMessages.missingField(key, 'title'));
  const judgeMode = JUDGE_MODES.find((mode) => mode === vo.judgeMode) ?? 'default';
  const spjCode = str(problem.spjCode);
  const caseMode = CASE_MODES.find((mode) => mode === problem.judgeCaseMode) ?? 'default';
  const languages = Array.isArray(vo.languages)
    ? vo.languages.filter((l): l is string => typeof l === 'string')
    : [];
  const templates = Array.isArray(vo.codeTemplates) ? vo.codeTemplates.filter(isObject) : [];
  return {
    problemId: str(problem.problemId).trim() || null,
    title,
    description: str(problem.description),
    input: str(problem.input),
    output: str(problem.output),
    hint: str(problem.hint),
    source: str(problem.source),
    examples: parseExamples(str(problem.examples)),
    timeLimit: num(problem.timeLimit) ?? IMPORT_DEFAULTS.timeLimit,
    memoryLimit: num(problem.memoryLimit) ?? IMPORT_DEFAULTS.memoryLimit,
    stackLimit: num(problem.stackLimit) ?? IMPORT_DEFAULTS.stackLimit,
    type: problem.type === 1 ? 1 : 0,
    judgeMode,
    judgeCaseMode: caseMode,
    spj:
      judgeMode !== 'default' && spjCode ? { language: str(problem.spjLanguage, 'C'), code: spjCode } : null,
    tags: Array.isArray(vo.tags) ? vo.tags.filter((t): t is string => typeof t === 'string') : [],
    languages,
    codeTemplates: templates.map((t) => ({ language: str(t.language), code: str(t.code) })),
    cases: casesOf(vo.samples, filesUnder(files, `${top}${key}/`), key),
    options: optionsOf(problem, vo),
  };
}

/** The folder the export's files sit in: the top, or the one folder a re-zipped export was wrapped in. */
function exportRoot(files: ZipFiles): string {
  const tops = new Set([...files.keys()].map((path) => path.split('/')[0] ?? ''));
  const [only] = [...tops];
  const wrapped = tops.size === 1 && only !== undefined && [...files.keys()].every((p) => p.includes('/'));
  return wrapped && ![...files.keys()].some((p) => /^problem_[^/]*\.json$/.test(p)) ? `${only}/` : '';
}

/**
 * HOJ's own export (`GET /api/file/export-problem`): for each problem `problem_<pid>.json` (the problem's
 * columns, `samples` naming its case files, `tags`, `languages`, `codeTemplates`, `judgeMode`) and a folder
 * `problem_<pid>/` with `1.in`, `1.out` …. As HOJ does, a JSON file without its folder, or any other top-level
 * file, refuses the package.
 */
export function readHoj(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ImportedProblem[] {
  const files = readZip(bytes, limits);
  if (files.size === 0) throw new PackageRefusal('empty', packageMessages.emptyArchive);
  const top = exportRoot(files);
  const keys: string[] = [];
  const folders = new Set<string>();
  for (const path of files.keys()) {
    if (!path.startsWith(top)) continue;
    const rest = path.slice(top.length);
    if (rest.includes('/')) {
      folders.add(rest.slice(0, rest.indexOf('/')));
      continue;
    }
    if (!rest.toLowerCase().endsWith('.json'))
      throw new PackageRefusal('badFormat', packageMessages.hojNotJson(baseName(path)));
    keys.push(rest.slice(0, -'.json'.length));
  }
  for (const key of keys) {
    if (!folders.has(key)) throw new PackageRefusal('badFormat', packageMessages.hojUnpaired(key));
  }
  if (keys.length === 0) throw new PackageRefusal('empty', packageMessages.noProblems);
  return keys.sort(naturalCompare).map((key) => readProblem(files, top, key));
}
