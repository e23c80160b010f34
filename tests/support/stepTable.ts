/** One step of `npm test` (or of `.ci/run` around it) and how long it took. */
export interface StepTime {
  name: string;
  seconds: number;
  ok: boolean;
}

/**
 * The steps `.ci/run` timed before `npm test` started, from `name=seconds` pairs separated by `;`
 * (`npm ci=61;browser=2`). Anything unreadable is left out rather than failing the run it describes.
 */
export function parseOuterSteps(text: string): StepTime[] {
  return text
    .split(';')
    .map((pair) => /^\s*([^=]+?)\s*=\s*(\d+(?:\.\d+)?)\s*$/.exec(pair))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ name: match[1] ?? '', seconds: Number(match[2]), ok: true }));
}

function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A Markdown table (as the README shows it) of each step's time and the whole run: the outer steps plus the
 * wall-clock time of `npm test`, which is less than the sum of its steps where some ran side by side.
 */
export function formatStepTable(
  outer: readonly StepTime[],
  inner: readonly StepTime[],
  testWallSeconds: number,
): string {
  const outerSeconds = outer.reduce((sum, step) => sum + step.seconds, 0);
  const rows = [...outer, ...inner].map((step) => [step.name, clock(step.seconds), step.ok ? '' : 'failed']);
  rows.push(['whole run', clock(outerSeconds + testWallSeconds), '']);
  const header = ['step', 'time (m:ss)', ''];
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length), 3),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 3)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
