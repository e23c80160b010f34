/**
 * Statements of absurd size or shape, the ones that once froze the page for seconds: the e2e budget check
 * (`e2e/portal/extremeContent.spec.ts`) and the bench (`perf/extremeContent.bench.ts`) draw the same ones.
 * Each begins and ends with a paragraph of its own, so a test can tell when all of it is on the page.
 */
export interface ExtremeShape {
  name: string;
  /** The statement's Markdown (built on demand: some are megabytes). */
  source: () => string;
  /** The text of the first and of the last paragraph. */
  first: string;
  last: string;
  /** Text of a paragraph near the end whose formulas must be typeset once it is in view. */
  formulaNear?: string;
}

const FIRST = 'Extreme statement begins.';
const LAST = 'Extreme statement ends.';

const framed = (body: string): string => `${FIRST}\n\n${body}\n\n${LAST}\n`;

/** About 5 MB of ordinary paragraphs, with the emphasis, code and links statements have. */
function fiveMegabytes(): string {
  const paragraph =
    'Given an array of **n** integers, find the `longest` increasing subsequence. The answer fits in a ' +
    '64-bit integer; see [the notes](#notes) for how ties are broken and why the order of the input matters.';
  const count = Math.ceil((5 * 1024 * 1024) / (paragraph.length + 2));
  return framed(Array.from({ length: count }, (_, i) => `Paragraph ${i + 1}: ${paragraph}`).join('\n\n'));
}

/** 10,000 formulas, ten to a paragraph. */
function tenThousandFormulas(): string {
  const paragraphs: string[] = [];
  for (let p = 0; p < 1000; p += 1) {
    const formulas = Array.from(
      { length: 10 },
      (_, i) => `$a_{${p * 10 + i}} = \\frac{${i + 1}}{n^{2}} + \\sqrt{x_{${p}}}$`,
    );
    paragraphs.push(`${p === 999 ? 'Last formulas: ' : ''}${formulas.join(', ')}.`);
  }
  return framed(paragraphs.join('\n\n'));
}

/** A list nested 2,000 levels deep. */
function deepList(): string {
  return framed(Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n'));
}

/** A table of 2,000 rows and 20 columns. */
function hugeTable(): string {
  const columns = Array.from({ length: 20 }, (_, c) => `c${c}`);
  const rows = Array.from(
    { length: 2000 },
    (_, r) => `| ${columns.map((_, c) => `${r}:${c}`).join(' | ')} |`,
  );
  return framed(
    [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`, ...rows].join('\n'),
  );
}

export const EXTREME_SHAPES: readonly ExtremeShape[] = [
  { name: 'a 5 MB text', source: fiveMegabytes, first: FIRST, last: LAST },
  {
    name: '10,000 formulas',
    source: tenThousandFormulas,
    first: FIRST,
    last: LAST,
    formulaNear: 'Last formulas:',
  },
  { name: 'a 2,000-level nested list', source: deepList, first: FIRST, last: LAST },
  { name: 'a table of 2,000 rows × 20 columns', source: hugeTable, first: FIRST, last: LAST },
];
