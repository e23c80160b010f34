import { IMPORT_DEFAULTS, type ImportedCase, type ImportedProblem } from './importedProblem';
import { naturalCompare } from '@hoj/core/editor/testCasePairs';
import {
  baseName,
  casesFromFolder,
  filesUnder,
  folderOf,
  problemFolders,
  requiredText,
} from './packageFiles';
import { PackageRefusal } from './refusal';
import { DEFAULT_ZIP_LIMITS, readZip, textOf, type ZipFiles, type ZipLimits } from './safeZip';
import { packageMessages } from './texts';

/** The languages HOJ gives every QDUOJ problem (QDUOJ's own list, under HOJ's names). */
const QDUOJ_LANGUAGES = [
  'C',
  'C With O2',
  'C++',
  'C++ With O2',
  'Java',
  'Python3',
  'Python2',
  'Golang',
  'C#',
];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** QDUOJ writes statement parts as `{format: 'html', value}`; older exports as plain strings. */
function richText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isObject(value) && typeof value.value === 'string') return value.value;
  return '';
}

function positiveInt(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.round(number) : fallback;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The cases `test_case_score` lists, read from `testcase/`; a listed file that is missing refuses the package. */
function listedCases(listed: unknown[], testcase: ZipFiles, key: string, oi: boolean): ImportedCase[] {
  return listed.filter(isObject).map((item) => {
    const inputName = typeof item.input_name === 'string' ? item.input_name : '';
    const outputName = typeof item.output_name === 'string' ? item.output_name : '';
    const input = testcase.get(inputName);
    if (!input) throw new PackageRefusal('badFormat', packageMessages.missingFile(key, inputName));
    const output = outputName ? testcase.get(outputName) : undefined;
    return {
      input: textOf(input),
      output: output ? textOf(output) : '',
      score: oi && typeof item.score === 'number' ? item.score : null,
      groupNum: null,
    };
  });
}

function readProblem(files: ZipFiles, folder: string): ImportedProblem {
  const key = baseName(folder);
  let json: unknown;
  try {
    json = JSON.parse(requiredText(files, `${folder}problem.json`, key));
  } catch (error) {
    if (error instanceof PackageRefusal) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new PackageRefusal('badFormat', packageMessages.badProblemJson(key, detail));
  }
  if (!isObject(json) || typeof json.title !== 'string' || !json.title.trim())
    throw new PackageRefusal('badFormat', packageMessages.missingField(key, 'title'));

  const oi = json.rule_type === 'OI';
  const spj =
    isObject(json.spj) && typeof json.spj.code === 'string'
      ? { language: typeof json.spj.language === 'string' ? json.spj.language : 'C', code: json.spj.code }
      : null;
  // Special-judge exports carry inputs only; an ordinary problem needs both halves of each case.
  const requireOutputs = spj === null;
  const testcaseFolder = `${folder}testcase/`;
  const cases = Array.isArray(json.test_case_score)
    ? listedCases(json.test_case_score, filesUnder(files, testcaseFolder), key, oi)
    : casesFromFolder(files, testcaseFolder, requireOutputs, key).cases;

  if (cases.length === 0) throw new PackageRefusal('badFormat', packageMessages.noCases(key));
  const samples = Array.isArray(json.samples) ? json.samples.filter(isObject) : [];
  return {
    problemId: typeof json.display_id === 'string' && json.display_id.trim() ? json.display_id.trim() : null,
    title: json.title.trim(),
    description: richText(json.description),
    input: richText(json.input_description),
    output: richText(json.output_description),
    hint: richText(json.hint),
    source: typeof json.source === 'string' ? json.source : '',
    examples: samples.map((s) => ({
      input: typeof s.input === 'string' ? s.input : '',
      output: typeof s.output === 'string' ? s.output : '',
    })),
    timeLimit: positiveInt(json.time_limit, IMPORT_DEFAULTS.timeLimit),
    memoryLimit: positiveInt(json.memory_limit, IMPORT_DEFAULTS.memoryLimit),
    stackLimit: IMPORT_DEFAULTS.stackLimit,
    type: oi ? 1 : 0,
    judgeMode: spj ? 'spj' : 'default',
    judgeCaseMode: 'default',
    spj,
    tags: stringList(json.tags),
    languages: [...QDUOJ_LANGUAGES],
    codeTemplates: [],
    cases,
  };
}

/**
 * The folders beside the problems' folders that hold no `problem.json`, in natural order. HOJ lists the top
 * folders and reads the JSON file of each; one without it is skipped without a word, so an export of seven
 * problems imports as six. The mock refuses the package instead, naming the folder, as HOJ refuses an empty
 * folder or a file that is not JSON: a package is imported whole or not at all.
 */
function foldersWithoutProblem(files: ZipFiles, problems: readonly string[]): string[] {
  const roots = new Set(problems.map((folder) => folderOf(folder.slice(0, -1))));
  const found = new Set(problems);
  const missing = new Set<string>();
  for (const path of files.keys()) {
    for (const root of roots) {
      if (!path.startsWith(root)) continue;
      const rest = path.slice(root.length);
      const slash = rest.indexOf('/');
      if (slash < 0) continue;
      const folder = `${root}${rest.slice(0, slash + 1)}`;
      // A deeper root (a wrapping folder) is itself a child of the top one, not a problem folder.
      if (!found.has(folder) && !roots.has(folder)) missing.add(folder);
    }
  }
  return [...missing].sort((a, b) => naturalCompare(a, b));
}

/**
 * A QDUOJ export: folders `1/`, `2/` … (at the top or inside one wrapping folder), each with `problem.json` and
 * `testcase/`. Cases follow `test_case_score` when the export lists them, else the folder's `.in`/`.out` pairs.
 */
export function readQduoj(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ImportedProblem[] {
  const files = readZip(bytes, limits);
  if (files.size === 0) throw new PackageRefusal('empty', packageMessages.emptyArchive);
  const folders = problemFolders(files, 'problem.json');
  const missing = foldersWithoutProblem(files, folders).map(baseName);
  if (missing.length > 0)
    throw new PackageRefusal('badFormat', packageMessages.missingFile(missing.join(', '), 'problem.json'));
  const problems = folders.map((folder) => readProblem(files, folder));
  if (problems.length === 0) throw new PackageRefusal('empty', packageMessages.noProblems);
  return problems;
}
