import type { CheckedRow, CsvAnalysis } from './csvModel';
import type { ParseOutcome, Progress } from './parseCsv';

/** An analysis without its rows: what the page learns first, before the rows come in batches. */
export type AnalysisHead = Omit<CsvAnalysis, 'rows'>;

export type ParseReply =
  | { type: 'progress'; progress: Progress }
  | { type: 'outcome'; outcome: Exclude<ParseOutcome, { kind: 'analysis' }> }
  | { type: 'head'; head: AnalysisHead; total: number }
  | { type: 'rows'; rows: CheckedRow[] }
  | { type: 'error'; message: string };

/**
 * Rows per message. One message with 200,000 rows kept the page's thread busy for a second while the browser
 * copied it in; batches this size take a few milliseconds each, so the page stays responsive between them.
 */
export const ROWS_PER_REPLY = 2000;

/** The messages the parse worker posts for an outcome: the head, then the rows in batches, in file order. */
export function* repliesOf(outcome: ParseOutcome, perReply = ROWS_PER_REPLY): Generator<ParseReply> {
  if (outcome.kind !== 'analysis') {
    yield { type: 'outcome', outcome };
    return;
  }
  const { rows, ...head } = outcome.analysis;
  yield { type: 'head', head, total: rows.length };
  for (let start = 0; start < rows.length; start += perReply)
    yield { type: 'rows', rows: rows.slice(start, start + perReply) };
}
