import { IMPORT_DEFAULTS, type ImportedCase, type ImportedProblem } from './importedProblem';
import {
  checkerLanguage,
  isYamlObject,
  parseYaml,
  readHydroConfig,
  type HydroCaseFiles,
} from './hydroConfig';
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

function listedCase(
  testdata: ZipFiles,
  files: HydroCaseFiles,
  key: string,
  requireOutputs: boolean,
): Omit<ImportedCase, 'groupNum'> {
  const input = testdata.get(files.input);
  const output = files.output ? testdata.get(files.output) : undefined;
  if (!input || (requireOutputs && !output)) {
    const missing = input ? files.output : files.input;
    throw new PackageRefusal('badFormat', packageMessages.missingFile(key, missing));
  }
  return { input: textOf(input), output: output ? textOf(output) : '', score: files.score };
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

  const codeFile = (name: string | null) => {
    const bytes = name ? testdata.get(name) : undefined;
    return name && bytes ? { language: checkerLanguage(name), code: textOf(bytes) } : null;
  };
  const interactive = config.type === 'interactive';
  // `default` and `strict` checkers compare outputs; any other checker type is a program, i.e. a special judge.
  const customChecker = config.checkerType !== null && !['default', 'strict'].includes(config.checkerType);
  const spj = interactive ? codeFile(config.interactor) : customChecker ? codeFile(config.checker) : null;
  if (interactive && !spj)
    throw new PackageRefusal(
      'badFormat',
      packageMessages.missingFile(key, config.interactor ?? 'interactor'),
    );
  const requireOutputs = spj === null;

  let cases: ImportedCase[];
  let judgeCaseMode: ImportedProblem['judgeCaseMode'] = 'default';
  if (config.subtasks.length > 0) {
    // Each case of a subtask is worth the subtask's score and the subtask scores its lowest case: together
    // the subtask earns its score only when every case passes.
    judgeCaseMode = 'subtask_lowest';
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
    cases = casesFromFolder(files, testdataFolder, requireOutputs).cases;
  }
  if (cases.length === 0) throw new PackageRefusal('badFormat', packageMessages.noCases(key));

  const statementName = STATEMENTS.find((name) => files.has(`${folder}${name}`));
  const statement = splitSamples(
    statementName ? textOf(files.get(`${folder}${statementName}`) ?? new Uint8Array()) : '',
  );
  const extraFiles = config.userExtraFiles.filter((name) => testdata.has(name));
  const userExtraFile = extraFiles.length
    ? JSON.stringify(
        Object.fromEntries(extraFiles.map((name) => [name, textOf(testdata.get(name) ?? new Uint8Array())])),
      )
    : null;
  const pid = typeof meta.pid === 'string' && meta.pid.trim() && meta.pid !== 'null' ? meta.pid.trim() : null;

  return {
    problemId: pid,
    title: meta.title.trim(),
    description: statement.description,
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
    options: { userExtraFile },
  };
}

/**
 * A Hydro export: one folder per problem (at the top or inside one wrapping folder) with `problem.yaml`, the
 * statement and `testdata/` (`config.yaml`, the case files under any names, the checker or interactor). Hydro
 * problems import as OI problems, as HOJ does.
 */
export function readHydro(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ImportedProblem[] {
  const files = readZip(bytes, limits);
  if (files.size === 0) throw new PackageRefusal('empty', packageMessages.emptyArchive);
  const problems = problemFolders(files, 'problem.yaml').map((folder) => readProblem(files, folder));
  if (problems.length === 0) throw new PackageRefusal('empty', packageMessages.noProblems);
  return problems;
}
