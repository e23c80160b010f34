import { IMPORT_DEFAULTS, type ImportedCase, type ImportedProblem } from './importedProblem';
import {
  checkerLanguage,
  isYamlObject,
  parseYaml,
  readHydroConfig,
  type HydroCaseFiles,
  type HydroSubtask,
} from './hydroConfig';
import { readHydroFiles } from './hydroFiles';
import { baseName, casesFromFolder, filesUnder, problemFolders } from './packageFiles';
import { PackageRefusal } from './refusal';
import { DEFAULT_ZIP_LIMITS, readZip, textOf, type ZipFiles, type ZipLimits } from './safeZip';
import { packageMessages } from './texts';

/** Statement files in order of preference: Chinese, then English, then the untranslated one. */
const STATEMENTS = ['problem_zh.md', 'problem_en.md', 'problem.md'];

const SAMPLE = /```(input|output)(\d+)[^\n]*\n([\s\S]*?)```\n?/g;

/** The level of a Markdown heading line (`## x` is 2); 0 for any other line. */
const headingLevel = (line: string | undefined) => /^(#{1,6})\s/.exec(line ?? '')?.[1]?.length ?? 0;

/** Drops headings left with nothing under them (the "Samples" section once its blocks moved out). */
function withoutEmptyHeadings(markdown: string): string {
  const lines = markdown.split('\n');
  return lines
    .filter((line, i) => {
      const level = headingLevel(line);
      if (level === 0) return true;
      const next = lines.slice(i + 1).find((l) => l.trim() !== '');
      if (next === undefined) return false;
      const nextLevel = headingLevel(next);
      return nextLevel === 0 || nextLevel > level;
    })
    .join('\n');
}

/**
 * Hydro writes samples as fenced blocks ```` ```input1 ```` / ```` ```output1 ````. They become the problem's
 * samples and leave the statement, which stays one Markdown description.
 */
function splitSamples(markdown: string): {
  description: string;
  examples: { input: string; output: string }[];
} {
  const inputs = new Map<number, string>();
  const outputs = new Map<number, string>();
  const description = markdown.replace(SAMPLE, (_whole, kind: string, index: string, body: string) => {
    (kind === 'input' ? inputs : outputs).set(Number(index), body);
    return '';
  });
  const numbers = [...inputs.keys()].sort((a, b) => a - b);
  return {
    description: withoutEmptyHeadings(description)
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    examples: numbers.map((n) => ({ input: inputs.get(n) ?? '', output: outputs.get(n) ?? '' })),
  };
}

/** Points of cases that carry none: 100 shared evenly, the remainder on the last case (as HOJ does). */
function spreadScores(cases: ImportedCase[]): ImportedCase[] {
  if (cases.length === 0 || cases.some((c) => c.score !== null)) return cases;
  const each = Math.floor(100 / cases.length);
  return cases.map((c, i) => ({ ...c, score: i === cases.length - 1 ? each + (100 % cases.length) : each }));
}

/**
 * A case the config lists. Every file it names must be in the zip, the output too when a checker could do
 * without it: HOJ reads each named file and fails on a missing one, and a case judged against a lost answer
 * would be silently wrong.
 */
function listedCase(
  testdata: ZipFiles,
  files: HydroCaseFiles,
  key: string,
  requireOutputs: boolean,
): Omit<ImportedCase, 'groupNum'> {
  if (!files.input) throw new PackageRefusal('badFormat', packageMessages.missingField(key, 'input'));
  if (!files.output && requireOutputs)
    throw new PackageRefusal('badFormat', packageMessages.missingField(key, 'output'));
  const input = testdata.get(files.input);
  if (!input)
    throw new PackageRefusal('badFormat', packageMessages.missingFile(key, `testdata/${files.input}`));
  const output = files.output ? testdata.get(files.output) : undefined;
  if (files.output && !output)
    throw new PackageRefusal('badFormat', packageMessages.missingFile(key, `testdata/${files.output}`));
  return { input: textOf(input), output: output ? textOf(output) : '', score: files.score };
}

/**
 * HOJ's judge-case mode for Hydro's subtask scoring. A subtask of `min` (Hydro's default) scores its lowest
 * case, HOJ's `subtask_lowest`. One of `sum` shares the subtask's points among its cases, which is HOJ's
 * `subtask_average` with every case worth the subtask's score (the average of the cases' points). `max` has no
 * HOJ counterpart, and HOJ sets one mode per problem, so mixed types cannot be kept either: both are refused.
 * (HOJ's own import reads every subtask as `subtask_lowest`, whatever its type.)
 */
function subtaskMode(subtasks: readonly HydroSubtask[], key: string): ImportedProblem['judgeCaseMode'] {
  const kinds = new Set(subtasks.map((task) => task.type));
  for (const kind of kinds)
    if (kind !== 'min' && kind !== 'sum')
      throw new PackageRefusal('badFormat', packageMessages.hydroSubtaskType(key, kind));
  if (kinds.size > 1) throw new PackageRefusal('badFormat', packageMessages.hydroMixedSubtaskTypes(key));
  return kinds.has('sum') ? 'subtask_average' : 'subtask_lowest';
}

/** Extra files the config names, as the JSON map HOJ stores; a named file the zip lacks refuses the package. */
function extraFiles(testdata: ZipFiles, names: readonly string[], key: string): string | null {
  if (names.length === 0) return null;
  const entries = names.map((name) => {
    const bytes = testdata.get(name);
    if (!bytes) throw new PackageRefusal('badFormat', packageMessages.missingFile(key, `testdata/${name}`));
    return [name, textOf(bytes)];
  });
  return JSON.stringify(Object.fromEntries(entries));
}

function readProblem(files: ZipFiles, folder: string): ImportedProblem {
  const key = baseName(folder);
  const meta = parseYaml(textOf(files.get(`${folder}problem.yaml`) ?? new Uint8Array()));
  if (!isYamlObject(meta) || typeof meta.title !== 'string' || !meta.title.trim())
    throw new PackageRefusal('badFormat', packageMessages.missingField(key, 'title'));
  const testdataFolder = `${folder}testdata/`;
  const testdata = filesUnder(files, testdataFolder);
  const configBytes = testdata.get('config.yaml');
  const config = readHydroConfig(configBytes ? parseYaml(textOf(configBytes)) : null);

  // A checker or interactor the config names must be in the zip: without it the problem would be judged by
  // plain comparison, which is not the problem the package describes (HOJ fails reading the missing file).
  const program = (field: 'checker' | 'interactor', name: string | null) => {
    if (!name) throw new PackageRefusal('badFormat', packageMessages.missingField(key, field));
    const bytes = testdata.get(name);
    if (!bytes) throw new PackageRefusal('badFormat', packageMessages.missingFile(key, `testdata/${name}`));
    return { language: checkerLanguage(name), code: textOf(bytes) };
  };
  const interactive = config.type === 'interactive';
  // `default` and `strict` checkers compare outputs; any other checker type is a program, i.e. a special judge.
  const customChecker = config.checkerType !== null && !['default', 'strict'].includes(config.checkerType);
  const spj = interactive
    ? program('interactor', config.interactor)
    : customChecker
      ? program('checker', config.checker)
      : null;
  const requireOutputs = spj === null;

  let cases: ImportedCase[];
  let judgeCaseMode: ImportedProblem['judgeCaseMode'] = 'default';
  if (config.subtasks.length > 0) {
    // Each case of a subtask is worth the subtask's score; the mode says how the subtask adds them up.
    judgeCaseMode = subtaskMode(config.subtasks, key);
    cases = config.subtasks.flatMap((task, index) =>
      task.cases.map((files) => ({
        ...listedCase(testdata, files, key, requireOutputs),
        score: task.score,
        groupNum: index + 1,
      })),
    );
  } else if (config.cases.length > 0) {
    cases = config.cases.map((files) => ({
      ...listedCase(testdata, files, key, requireOutputs),
      groupNum: null,
    }));
  } else {
    cases = casesFromFolder(files, testdataFolder, requireOutputs, key).cases;
  }
  if (cases.length === 0) throw new PackageRefusal('badFormat', packageMessages.noCases(key));

  const statementName = STATEMENTS.find((name) => files.has(`${folder}${name}`));
  const statement = splitSamples(
    statementName ? textOf(files.get(`${folder}${statementName}`) ?? new Uint8Array()) : '',
  );
  const attached = readHydroFiles(files, folder, key, statement.description);
  const userExtraFile = extraFiles(testdata, config.userExtraFiles, key);
  const judgeExtraFile = extraFiles(testdata, config.judgeExtraFiles, key);
  const pid = typeof meta.pid === 'string' && meta.pid.trim() && meta.pid !== 'null' ? meta.pid.trim() : null;

  return {
    problemId: pid,
    title: meta.title.trim(),
    description: attached.description,
    input: '',
    output: '',
    hint: '',
    source: '',
    examples: statement.examples,
    timeLimit: config.time ?? IMPORT_DEFAULTS.timeLimit,
    memoryLimit: config.memory ?? IMPORT_DEFAULTS.memoryLimit,
    stackLimit: IMPORT_DEFAULTS.stackLimit,
    type: 1,
    judgeMode: interactive ? 'interactive' : spj ? 'spj' : 'default',
    judgeCaseMode,
    spj,
    tags: Array.isArray(meta.tag) ? meta.tag.filter((tag): tag is string => typeof tag === 'string') : [],
    languages: null,
    codeTemplates: [],
    cases: spreadScores(cases),
    images: attached.images,
    files: attached.files,
    options: { userExtraFile, judgeExtraFile },
  };
}

/**
 * A Hydro export: one folder per problem (at the top or inside one wrapping folder) with `problem.yaml`, the
 * statement, `testdata/` (`config.yaml`, the case files under any names, the checker or interactor) and
 * `additional_file/` (what the statement links to). Hydro problems import as OI problems, as HOJ does.
 */
export function readHydro(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ImportedProblem[] {
  const files = readZip(bytes, limits);
  if (files.size === 0) throw new PackageRefusal('empty', packageMessages.emptyArchive);
  const problems = problemFolders(files, 'problem.yaml').map((folder) => readProblem(files, folder));
  if (problems.length === 0) throw new PackageRefusal('empty', packageMessages.noProblems);
  return problems;
}
