import Papa from 'papaparse';
import type { AnalysisHead, CheckedRow, CsvAnalysis, RecordProblem } from './csvModel';
import { decodeBytes, garbledSample, looksBinary, type EncodingCandidate } from './decode';
import { REASON_HEADER, restoreFormula } from './rejectedCsv';
import { checkRecord, flagDuplicates, type RawRecord } from './validate';

const HEADER_USERNAME = new Set(['username', 'user name', 'user', 'login', '用户名', '账号', '帐号']);
const HEADER_PASSWORD = new Set(['password', 'pwd', '密码']);
const HEADER_REASON = new Set([REASON_HEADER, 'reasons', '原因']);

/** A first row naming the columns (the format has no header, but spreadsheets often add one). */
export function isHeaderRow(cells: readonly string[]): boolean {
  const first = cells[0]?.trim().toLowerCase() ?? '';
  const second = cells[1]?.trim().toLowerCase() ?? '';
  return HEADER_USERNAME.has(first) && HEADER_PASSWORD.has(second);
}

/** Where a header names a last `reason` column (the rejected-rows download), that column's index, else -1. */
export function reasonColumnOf(header: readonly string[]): number {
  let last = header.length - 1;
  while (last >= 0 && header[last]?.trim() === '') last--;
  return last >= 2 && HEADER_REASON.has(header[last]?.trim().toLowerCase() ?? '') ? last : -1;
}

export interface Progress {
  /** Reading and checking in the worker, then the page receiving the checked rows. */
  phase: 'parse' | 'validate' | 'receive';
  done: number;
  total: number;
}

export interface ParseOptions {
  encoding?: string;
  onProgress?: (progress: Progress) => void;
  /** Called once the file is read, before any row is checked. */
  onHead?: (head: AnalysisHead, total: number) => void;
  /**
   * Called with every CHECK_BATCH rows as they are checked, before duplicates are flagged: a later row of the
   * file can still make one of them a duplicate (`flagDuplicates` runs once all are checked).
   */
  onChecked?: (rows: CheckedRow[]) => void;
}

/** Files nothing can be imported from, told apart so the page can say why. */
export type Unreadable = 'binary' | 'empty' | 'blank' | 'headerOnly';

export type ParseOutcome =
  | { kind: 'analysis'; analysis: CsvAnalysis }
  | { kind: 'ask'; candidates: EncodingCandidate[] }
  | { kind: 'unreadable'; reason: Unreadable };

const PROGRESS_EVERY = 2000;
/** Rows per `onChecked` call. */
export const CHECK_BATCH = 2000;

const QUOTE = '"';
const LF = 0x0a;
const CR = 0x0d;
/** How far ahead of a record the line break it ends with is looked for. */
const BREAK_WINDOW = 64 * 1024;

type LineBreak = '\r\n' | '\n' | '\r';

/** Index of the first line break (LF or CR) at or after `from`, or the text's length. */
function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) return i;
  }
  return text.length;
}

/** Index after the line break at `at` (CRLF counts as one). */
function afterBreak(text: string, at: number): number {
  return text.charCodeAt(at) === CR && text.charCodeAt(at + 1) === LF ? at + 2 : at + 1;
}

function countBreaks(text: string, from: number, to: number): number {
  let lines = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) lines++;
  }
  return lines;
}

/**
 * The line break records are separated by from `from` on: the first one outside quoted text (papaparse reads
 * one kind of line break per run; a file that mixes them is read again from the record where the kind changes).
 */
function lineBreakFrom(text: string, from: number): LineBreak {
  const end = Math.min(text.length, from + BREAK_WINDOW);
  let quoted = false;
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) quoted = !quoted;
    else if (!quoted && c === LF) return '\n';
    else if (!quoted && c === CR) return text.charCodeAt(i + 1) === LF ? '\r\n' : '\r';
  }
  return '\r\n';
}

/**
 * Why the quoted field opening at `quoteAt` could not be read: no quote closes it (`unterminatedQuoteAtEnd` when
 * nothing but blank lines follows the quote's line: the file was cut off there), or its closing quote is followed
 * by more text: a stray quote when that closing quote is on the same line, else a quote opened lines earlier and
 * never closed, whose "closing" quote belongs to a later line.
 */
function quoteProblem(text: string, quoteAt: number): RecordProblem {
  let from = quoteAt + 1;
  for (;;) {
    const close = text.indexOf(QUOTE, from);
    if (close < 0) {
      const atEnd = text.slice(lineEnd(text, quoteAt)).trim() === '';
      return atEnd ? 'unterminatedQuoteAtEnd' : 'unterminatedQuote';
    }
    if (text[close + 1] === QUOTE) {
      from = close + 2;
      continue;
    }
    return lineEnd(text, quoteAt) < close ? 'unterminatedQuote' : 'strayQuote';
  }
}

/** The cells of text holding whole fields only (no broken quote), with the line break it is read with. */
function cellsOf(text: string, newline: LineBreak): string[] {
  if (text === '') return [];
  return (
    Papa.parse<string[]>(text, { delimiter: ',', newline, quoteChar: QUOTE, escapeChar: QUOTE }).data[0] ?? []
  );
}

interface Read {
  cells: string[];
  /** Where the record starts and where the next one does. */
  start: number;
  next: number;
  problem?: RecordProblem;
}

/**
 * Reads the records of RFC 4180 CSV with papaparse: fields separated by commas, records by CRLF, LF or CR; a
 * quoted field may hold commas, doubled quotes and line breaks, all kept as they are (CRLF stays CRLF). Where
 * papaparse reports a broken quote, the record ends with the line that quote is on, its remaining text split at
 * the commas as it stands (quotes kept, so the row shows what is in the file), and papaparse reads on from the
 * next line; where a record holds another kind of line break than papaparse reads with, that break ends it.
 */
function readRecords(text: string, onRecord: (read: Read) => void): void {
  let offset = 0;
  while (offset < text.length) {
    const base = offset;
    // V8 slices strings without copying them, so reading on from a record costs nothing per restart.
    const rest = text.slice(base);
    const newline = lineBreakFrom(text, base);
    let recordStart = 0;
    let restartAt = -1;
    Papa.parse<string[]>(rest, {
      delimiter: ',',
      newline,
      quoteChar: QUOTE,
      escapeChar: QUOTE,
      skipEmptyLines: false,
      step: (results, parser) => {
        const start = base + recordStart;
        const end = base + results.meta.cursor;
        recordStart = results.meta.cursor;
        // After a final line break papaparse reports one more, empty, record: the file has none there.
        if (start >= text.length) return;
        const broken = results.errors[0];
        if (broken?.index !== undefined) {
          const quoteAt = base + broken.index - 1;
          const lineAt = lineEnd(text, quoteAt);
          const next = lineAt < text.length ? afterBreak(text, lineAt) : lineAt;
          onRecord({
            cells: [
              ...cellsOf(text.slice(start, quoteAt), newline).slice(0, -1),
              ...text.slice(quoteAt, lineAt).split(','),
            ],
            start,
            next,
            problem: quoteProblem(text, quoteAt),
          });
          restartAt = next;
          parser.abort();
          return;
        }
        const cells = results.data;
        if (cells.some((cell) => cell.includes('\r') || cell.includes('\n'))) {
          // A line break inside a field that was not quoted: another kind than this run reads with.
          const lineAt = lineEnd(text, start);
          if (lineAt < end && !text.slice(start, lineAt).includes(QUOTE)) {
            const next = afterBreak(text, lineAt);
            onRecord({ cells: text.slice(start, lineAt).split(','), start, next });
            restartAt = next;
            parser.abort();
            return;
          }
        }
        onRecord({ cells, start, next: end });
      },
    });
    if (restartAt < 0) return;
    offset = restartAt;
  }
}

/** Splits text into records, keeping each record's first line; a record the reader lost its way in is flagged. */
export function splitRecords(text: string, onProgress?: (progress: Progress) => void) {
  const records: RawRecord[] = [];
  let blankLines = 0;
  let line = 1;
  readRecords(text, ({ cells, start, next, problem }) => {
    if (!problem && cells.every((cell) => cell.trim() === '')) blankLines++;
    else records.push(problem ? { line, cells, problem } : { line, cells });
    line += countBreaks(text, start, next);
    if (onProgress && (records.length + blankLines) % PROGRESS_EVERY === 0) {
      onProgress({ phase: 'parse', done: next, total: text.length });
    }
  });
  return { records, blankLines };
}

/** Bytes to checked rows: decoding, splitting, header and blank-line skipping, validation, duplicates. */
export function analyseCsv(bytes: Uint8Array, options: ParseOptions = {}): ParseOutcome {
  if (looksBinary(bytes)) return { kind: 'unreadable', reason: 'binary' };
  const decoded = decodeBytes(bytes, options.encoding);
  if (decoded.kind === 'ask') return decoded;
  const text = decoded.text.charCodeAt(0) === 0xfeff ? decoded.text.slice(1) : decoded.text;
  if (text === '') return { kind: 'unreadable', reason: 'empty' };
  const { records, blankLines } = splitRecords(text, options.onProgress);
  if (records.length === 0) return { kind: 'unreadable', reason: 'blank' };

  const first = records[0];
  const headerSkipped = first !== undefined && !first.problem && isHeaderRow(first.cells);
  if (headerSkipped && records.length === 1) return { kind: 'unreadable', reason: 'headerOnly' };
  const reasonColumn = headerSkipped && first ? reasonColumnOf(first.cells) : -1;
  let data = headerSkipped ? records.slice(1) : records;
  if (reasonColumn >= 0) {
    // A rejected-rows download coming back: without its reason column and formula guards it is the file it was.
    data = data.map((record) => ({
      ...record,
      cells: record.cells.filter((_, i) => i !== reasonColumn).map(restoreFormula),
    }));
  }
  const head: AnalysisHead = {
    encoding: decoded.encoding,
    bom: decoded.bom,
    headerSkipped,
    reasonColumnIgnored: reasonColumn >= 0,
    blankLinesSkipped: blankLines,
    garbled: garbledSample(text),
  };
  options.onHead?.(head, data.length);
  const rows: CheckedRow[] = [];
  data.forEach((record, index) => {
    if (options.onProgress && index % PROGRESS_EVERY === 0) {
      options.onProgress({ phase: 'validate', done: index, total: data.length });
    }
    rows.push(checkRecord(record, index));
    if (options.onChecked && (rows.length % CHECK_BATCH === 0 || rows.length === data.length))
      options.onChecked(rows.slice(rows.length - (rows.length % CHECK_BATCH || CHECK_BATCH)));
  });
  flagDuplicates(rows);
  options.onProgress?.({ phase: 'validate', done: data.length, total: data.length });
  return { kind: 'analysis', analysis: { ...head, rows } };
}
