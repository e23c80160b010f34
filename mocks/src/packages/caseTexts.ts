import { parseExamples } from '@hoj/core/parse/problemExamples';
import type { ProblemRow } from '../store/schema/problems';

/** One case of a stored problem with its file texts, as a download or an export writes it. */
export interface CaseText {
  input: string;
  output: string;
  score: number;
  groupNum: number | null;
}

/**
 * The texts of a problem's cases. Uploaded and imported cases keep their files' texts beside the names; typed-in
 * cases hold the data itself. The seed lists only file names (`1.in` …) without data, so for those the samples
 * stand in, in turn, which keeps every download a real, judgeable set.
 */
export function caseTexts(problem: ProblemRow): CaseText[] {
  const samples = parseExamples(problem.examples);
  const typedIn = problem.isUploadCase === false;
  return problem.cases.map((c, index) => {
    const stand = samples.length > 0 ? samples[index % samples.length] : undefined;
    const [input, output] =
      c.inputContent !== undefined
        ? [c.inputContent, c.outputContent ?? '']
        : typedIn
          ? [c.input, c.output]
          : [stand?.input ?? '', stand?.output ?? ''];
    return { input, output, score: c.score, groupNum: c.groupNum };
  });
}
