import { formatExamples, type ProblemExample } from '@hoj/core/parse/problemExamples';

/** What a problem page shows: the statement parts (Markdown or HOJ-style raw HTML) and the samples. */
export interface ProblemText {
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  samples: readonly ProblemExample[];
}

/** The stored `examples` text of a statement's samples. */
export const storedExamples = (text: ProblemText): string => formatExamples(text.samples);
