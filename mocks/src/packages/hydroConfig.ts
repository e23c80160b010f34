import { parse } from 'yaml';

type Yaml = Record<string, unknown>;

export const isYamlObject = (value: unknown): value is Yaml =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses YAML text; null when it is not YAML. Aliases are capped by the parser, so no "billion laughs". */
export function parseYaml(text: string): unknown {
  try {
    return parse(text, { maxAliasCount: 100 });
  } catch {
    return null;
  }
}

/** Hydro's `time`: `1s`, `1.5s`, `1000ms`, or a bare number of ms. Null when absent or unreadable. */
export function hydroTimeMs(value: unknown): number | null {
  if (typeof value === 'number') return value > 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s)?\s*$/i.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  const ms = match[2]?.toLowerCase() === 's' ? amount * 1000 : amount;
  return ms > 0 ? Math.round(ms) : null;
}

/** Hydro's `memory`: `256m`, `256mb`, `1g`, `512k`, or a bare number of MB, in whole MB (rounded up). */
export function hydroMemoryMb(value: unknown): number | null {
  if (typeof value === 'number') return value > 0 ? Math.ceil(value) : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(k|kb|m|mb|g|gb)?\s*$/i.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 'm').toLowerCase()[0];
  const mb = unit === 'k' ? amount / 1024 : unit === 'g' ? amount * 1024 : amount;
  return mb > 0 ? Math.ceil(mb) : null;
}

/** One case of `cases` or of a subtask: its file names relative to `testdata/`. */
export interface HydroCaseFiles {
  input: string;
  output: string;
  score: number | null;
}

export interface HydroSubtask {
  score: number | null;
  /** How the subtask adds up its cases (`min`, `max`, `sum`); Hydro's default is `min`. */
  type: string;
  cases: HydroCaseFiles[];
}

function caseFiles(value: unknown): HydroCaseFiles[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isYamlObject).map((item) => ({
    input: typeof item.input === 'string' ? item.input : '',
    output: typeof item.output === 'string' ? item.output : '',
    score: typeof item.score === 'number' ? item.score : null,
  }));
}

/** The parts of `testdata/config.yaml` the import reads. */
export interface HydroConfig {
  time: number | null;
  memory: number | null;
  type: string;
  checker: string | null;
  checkerType: string | null;
  interactor: string | null;
  cases: HydroCaseFiles[];
  subtasks: HydroSubtask[];
  userExtraFiles: string[];
  judgeExtraFiles: string[];
}

const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];

export function readHydroConfig(yaml: unknown): HydroConfig {
  const config = isYamlObject(yaml) ? yaml : {};
  const text = (key: string) => (typeof config[key] === 'string' ? (config[key] as string) : null);
  const subtasks = Array.isArray(config.subtasks) ? config.subtasks.filter(isYamlObject) : [];
  return {
    time: hydroTimeMs(config.time),
    memory: hydroMemoryMb(config.memory),
    type: text('type') ?? 'default',
    checker: text('checker'),
    checkerType: text('checker_type'),
    interactor: text('interactor'),
    cases: caseFiles(config.cases),
    subtasks: subtasks.map((task) => ({
      score: typeof task.score === 'number' ? task.score : null,
      type: typeof task.type === 'string' ? task.type.trim().toLowerCase() : 'min',
      cases: caseFiles(task.cases),
    })),
    userExtraFiles: names(config.user_extra_files),
    judgeExtraFiles: names(config.judge_extra_files),
  };
}

/** Language of a checker or interactor by its file name, as HOJ guesses it: C++ for `.cc`/`.cpp`, else C. */
export function checkerLanguage(fileName: string): string {
  return /\.(cc|cpp|cxx)$/i.test(fileName) ? 'C++' : 'C';
}
