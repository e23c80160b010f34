/** One sample of a problem statement. */
export interface ProblemExample {
  input: string;
  output: string;
}

const PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/**
 * The samples of a problem, which the backend stores as one text of `<input>…</input><output>…</output>` pairs.
 * Null, an empty text or text without a pair gives no samples; an `<input>` without its `<output>` is dropped
 * rather than shown with a wrong answer beside it.
 */
export function parseExamples(text: string | null | undefined): ProblemExample[] {
  if (typeof text !== 'string' || text === '') return [];
  return [...text.matchAll(PAIR)].map((match) => ({ input: match[1] ?? '', output: match[2] ?? '' }));
}

/** The stored form of `examples`, the inverse of `parseExamples`. */
export function formatExamples(examples: readonly ProblemExample[]): string {
  return examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');
}

/** Judges compare outputs without trailing blanks at line ends and at the end, so a sample match does too. */
export function sameOutput(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trimEnd();
  return norm(a) === norm(b);
}

/** The 1-based number of the sample whose input and output both equal the given ones, or null. */
export function matchingExample(
  examples: readonly ProblemExample[],
  input: string,
  expectedOutput: string,
): number | null {
  const index = examples.findIndex((e) => sameOutput(e.input, input) && sameOutput(e.output, expectedOutput));
  return index === -1 ? null : index + 1;
}
