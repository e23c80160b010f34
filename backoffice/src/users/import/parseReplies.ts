import type { AnalysisHead, CheckedRow, RowErrors } from './csvModel';
import { analyseCsv, CHECK_BATCH, type ParseOptions, type ParseOutcome, type Progress } from './parseCsv';

export type { AnalysisHead } from './csvModel';

/** A row whose errors changed after it was sent: once every row was checked, it turned out a duplicate. */
export interface Amendment {
  index: number;
  errors: RowErrors;
}

export type ParseReply =
  | { type: 'progress'; progress: Progress }
  | { type: 'outcome'; outcome: Exclude<ParseOutcome, { kind: 'analysis' }> }
  | { type: 'head'; head: AnalysisHead; total: number }
  | { type: 'rows'; rows: CheckedRow[] }
  /** The last message: the errors of the rows flagged as duplicates once every row was checked. */
  | { type: 'done'; amendments: Amendment[] }
  | { type: 'error'; message: string };

/**
 * Rows per message. One message with 200,000 rows kept the page's thread busy for a second while the browser
 * copied it in; batches this size take a few milliseconds each, so the page stays responsive between them.
 */
export const ROWS_PER_REPLY = CHECK_BATCH;

/** The rows flagged as duplicates, with their errors as they now stand. */
function amendmentsOf(rows: readonly CheckedRow[]): Amendment[] {
  const amendments: Amendment[] = [];
  for (const row of rows)
    if (row.errors.username === 'duplicateInFile' || row.errors.email === 'duplicateInFile')
      amendments.push({ index: row.index, errors: row.errors });
  return amendments;
}

/**
 * What the parse worker does: reads and checks a file, posting the head once the file is read, the rows as they
 * are checked (so the page takes them in while the rest are still being checked), then the duplicate flags only
 * the whole file can tell. `post` must copy what it is given (postMessage does): rows change after they are posted.
 */
export function analyseAndPost(
  bytes: Uint8Array,
  options: Pick<ParseOptions, 'encoding'>,
  post: (reply: ParseReply) => void,
): void {
  const outcome = analyseCsv(bytes, {
    ...options,
    onProgress: (progress) => post({ type: 'progress', progress }),
    onHead: (head, total) => post({ type: 'head', head, total }),
    onChecked: (rows) => post({ type: 'rows', rows }),
  });
  if (outcome.kind !== 'analysis') post({ type: 'outcome', outcome });
  else post({ type: 'done', amendments: amendmentsOf(outcome.analysis.rows) });
}

/** The messages for a finished outcome, in the worker's order: the head, the rows in batches, the end. */
export function* repliesOf(outcome: ParseOutcome, perReply = ROWS_PER_REPLY): Generator<ParseReply> {
  if (outcome.kind !== 'analysis') {
    yield { type: 'outcome', outcome };
    return;
  }
  const { rows, ...head } = outcome.analysis;
  yield { type: 'head', head, total: rows.length };
  for (let start = 0; start < rows.length; start += perReply)
    yield { type: 'rows', rows: rows.slice(start, start + perReply) };
  yield { type: 'done', amendments: amendmentsOf(rows) };
}
