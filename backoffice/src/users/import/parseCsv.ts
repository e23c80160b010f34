import type { CsvAnalysis, RecordProblem } from './csvModel';
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
  phase: 'parse' | 'validate';
  done: number;
  total: number;
}

export interface ParseOptions {
  encoding?: string;
  onProgress?: (progress: Progress) => void;
}

/** Files nothing can be imported from, told apart so the page can say why. */
export type Unreadable = 'binary' | 'empty' | 'blank' | 'headerOnly';

export type ParseOutcome =
  | { kind: 'analysis'; analysis: CsvAnalysis }
  | { kind: 'ask'; candidates: EncodingCandidate[] }
  | { kind: 'unreadable'; reason: Unreadable };

const PROGRESS_EVERY = 2000;

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

interface Scanned {
  cells: string[];
  /** Where the next record starts. */
  next: number;
  /** Line breaks from the record's start to `next`. */
  lines: number;
  problem?: RecordProblem;
}

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
  for (let i = from; i < to; i = i + 1) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) lines++;
  }
  return lines;
}

/**
 * The reader lost its way in the quoted field opening at `quoteAt`: the record ends with the line that quote is
 * on, its remaining text split at the commas as it stands (quotes kept, so the row shows what is in the file),
 * and reading goes on with the next line.
 */
function lost(
  text: string,
  start: number,
  cells: string[],
  quoteAt: number,
  problem: RecordProblem,
): Scanned {
  const end = lineEnd(text, quoteAt);
  const next = end < text.length ? afterBreak(text, end) : end;
  return {
    cells: [...cells, ...text.slice(quoteAt, end).split(',')],
    next,
    lines: countBreaks(text, start, next),
    problem,
  };
}

/**
 * One record of RFC 4180 CSV from `start`: fields separated by commas, records by CRLF, LF or CR; a quoted
 * field may hold commas, doubled quotes and line breaks, all kept as they are (CRLF stays CRLF).
 */
function scanRecord(text: string, start: number): Scanned {
  const cells: string[] = [];
  const n = text.length;
  let i = start;
  let lines = 0;
  for (;;) {
    if (text.charCodeAt(i) === QUOTE) {
      const quoteAt = i;
      let value = '';
      let from = i + 1;
      let j = from;
      let inside = 0;
      for (;;) {
        if (j >= n) {
          // The file ends inside the quotes: on the quote's own line (nothing but blank lines after it) the file
          // was cut off there; otherwise the quote was never closed and the lines after it are rows of their own.
          const rest = text.slice(lineEnd(text, quoteAt));
          const atEnd = rest.trim() === '';
          return lost(text, start, cells, quoteAt, atEnd ? 'unterminatedQuoteAtEnd' : 'unterminatedQuote');
        }
        const c = text.charCodeAt(j);
        if (c === QUOTE) {
          if (text.charCodeAt(j + 1) === QUOTE) {
            value += text.slice(from, j + 1);
            j += 2;
            from = j;
            continue;
          }
          value += text.slice(from, j);
          j++;
          break;
        }
        if (c === LF || (c === CR && text.charCodeAt(j + 1) !== LF)) inside++;
        j++;
      }
      const after = text.charCodeAt(j);
      if (j < n && after !== COMMA && after !== LF && after !== CR) {
        // Text after a closing quote: a stray quote on a line of its own, or a quote opened lines earlier and
        // never closed, whose "closing" quote belongs to a later line.
        return lost(text, start, cells, quoteAt, inside === 0 ? 'strayQuote' : 'unterminatedQuote');
      }
      cells.push(value);
      lines += inside;
      i = j;
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === COMMA || c === LF || c === CR) break;
        j++;
      }
      cells.push(text.slice(i, j));
      i = j;
    }
    if (i >= n) return { cells, next: n, lines };
    if (text.charCodeAt(i) === COMMA) {
      i++;
      continue;
    }
    return { cells, next: afterBreak(text, i), lines: lines + 1 };
  }
}

/** Splits text into records, keeping each record's first line; a record the reader lost its way in is flagged. */
export function splitRecords(text: string, onProgress?: (progress: Progress) => void) {
  const records: RawRecord[] = [];
  let blankLines = 0;
  let line = 1;
  let at = 0;
  while (at < text.length) {
    const scanned = scanRecord(text, at);
    const { cells, problem } = scanned;
    if (!problem && cells.every((cell) => cell.trim() === '')) blankLines++;
    else records.push(problem ? { line, cells, problem } : { line, cells });
    line += scanned.lines;
    at = scanned.next;
    if (onProgress && (records.length + blankLines) % PROGRESS_EVERY === 0) {
      onProgress({ phase: 'parse', done: at, total: text.length });
    }
  }
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
  const rows = data.map((record, index) => {
    if (options.onProgress && index % PROGRESS_EVERY === 0) {
      options.onProgress({ phase: 'validate', done: index, total: data.length });
    }
    return checkRecord(record, index);
  });
  flagDuplicates(rows);
  options.onProgress?.({ phase: 'validate', done: data.length, total: data.length });
  return {
    kind: 'analysis',
    analysis: {
      encoding: decoded.encoding,
      bom: decoded.bom,
      headerSkipped,
      reasonColumnIgnored: reasonColumn >= 0,
      blankLinesSkipped: blankLines,
      garbled: garbledSample(text),
      rows,
    },
  };
}
