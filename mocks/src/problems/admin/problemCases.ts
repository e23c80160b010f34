import type { JudgeCaseMode } from '@generated/model/index';
import { takeUploadedCases, type UploadedCase } from '@hoj/mocks/store/schema/uploadedCases';
import { problems, type ProblemCaseRow } from '@hoj/mocks/store/schema/problems';
import { caseIdOf } from './adminViews';
import type { CaseInput } from './problemBody';

/** The next free `problem_case.id`: above every case id in use, seeded ones included. */
function nextCaseIds(): () => number {
  let last = 0;
  for (const problem of problems)
    for (const [index, c] of problem.cases.entries()) last = Math.max(last, caseIdOf(problem, c, index));
  return () => {
    last += 1;
    return last;
  };
}

/** An uploaded case without an output file is paired, as the backend does, with `<input stem>.out`. */
const outputNameOf = (c: CaseInput) => (c.output === '' ? `${c.input.split('.')[0] ?? ''}.out` : c.output);

type CaseTexts = Pick<ProblemCaseRow, 'inputContent' | 'outputContent'>;

/** The texts of an uploaded case: from the new zip when there is one, else from the files the problem had. */
function textsOf(
  input: string,
  output: string,
  files: readonly UploadedCase[] | null,
  previous: readonly ProblemCaseRow[],
): CaseTexts {
  if (files) {
    const file = files.find((f) => f.inputName === input);
    if (!file) return {};
    return {
      inputContent: file.input,
      outputContent: files.find((f) => f.outputName === output)?.output ?? '',
    };
  }
  const kept = previous.find((c) => c.input === input);
  if (kept?.inputContent === undefined) return {};
  return { inputContent: kept.inputContent, outputContent: kept.outputContent ?? '' };
}

/**
 * The cases a save keeps, from the body's `samples`: a case with an id keeps it, a new one gets the next free id.
 * Uploaded cases name their files; their texts come from the zip uploaded under `uploadDir` (taken, so a second
 * save cannot reuse it) or, without a usable new zip, from the files the problem already had.
 */
export function casesFromSamples(
  samples: readonly CaseInput[],
  uploaded: boolean,
  uploadDir: string | null,
  previous: readonly ProblemCaseRow[],
): ProblemCaseRow[] {
  const nextId = nextCaseIds();
  const files = uploaded && uploadDir ? takeUploadedCases(uploadDir) : null;
  return samples.map((sample) => {
    const base = { id: sample.id ?? nextId(), score: sample.score ?? 0, groupNum: sample.groupNum };
    if (!uploaded) return { ...base, input: sample.input, output: sample.output };
    const output = outputNameOf(sample);
    return { ...base, input: sample.input, output, ...textsOf(sample.input, output, files, previous) };
  });
}

/**
 * An OI problem's total as the backend computes it when the cases are saved: the sum of the cases, or with
 * subtasks the sum over groups of the lowest (`subtask_lowest`) or rounded mean (`subtask_average`) case.
 */
export function totalScore(mode: JudgeCaseMode, cases: readonly ProblemCaseRow[]): number {
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average')
    return cases.reduce((sum, c) => sum + c.score, 0);
  const groups = new Map<number | null, number[]>();
  for (const c of cases) groups.set(c.groupNum, [...(groups.get(c.groupNum) ?? []), c.score]);
  let sum = 0;
  for (const scores of groups.values())
    sum +=
      mode === 'subtask_lowest'
        ? Math.min(...scores)
        : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
  return sum;
}
