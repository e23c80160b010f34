import Papa from 'papaparse';
import type { CsvAnalysis } from './csvModel';
import { decodeBytes, type EncodingCandidate } from './decode';
import { checkRecord, flagDuplicates, type RawRecord } from './validate';

const HEADER_USERNAME = new Set(['username', 'user name', 'user', 'login', '用户名', '账号', '帐号']);
const HEADER_PASSWORD = new Set(['password', 'pwd', '密码']);

/** A first row naming the columns (the format has no header, but spreadsheets often add one). */
export function isHeaderRow(cells: readonly string[]): boolean {
  const first = cells[0]?.trim().toLowerCase() ?? '';
  const second = cells[1]?.trim().toLowerCase() ?? '';
  return HEADER_USERNAME.has(first) && HEADER_PASSWORD.has(second);
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

export type ParseOutcome =
  { kind: 'analysis'; analysis: CsvAnalysis } | { kind: 'ask'; candidates: EncodingCandidate[] };

const PROGRESS_EVERY = 2000;

/** Splits text into records with papaparse (quotes, CRLF, embedded newlines), keeping each record's line. */
export function splitRecords(text: string, onProgress?: (progress: Progress) => void) {
  const records: RawRecord[] = [];
  let blankLines = 0;
  let line = 1;
  let consumed = 0;
  const countNewlines = (to: number) => {
    for (let i = consumed; i < to; i++) if (text.charCodeAt(i) === 10) line++;
    consumed = to;
  };
  Papa.parse<string[]>(text, {
    delimiter: ',',
    newline: '\n',
    skipEmptyLines: false,
    step: (result) => {
      const start = line;
      countNewlines(result.meta.cursor);
      const cells = result.data;
      if (cells.every((cell) => cell.trim() === '')) blankLines++;
      else records.push({ line: start, cells });
      if (onProgress && (records.length + blankLines) % PROGRESS_EVERY === 0) {
        onProgress({ phase: 'parse', done: result.meta.cursor, total: text.length });
      }
    },
  });
  return { records, blankLines };
}

/** Bytes to checked rows: decoding, splitting, header and blank-line skipping, validation, duplicates. */
export function analyseCsv(bytes: Uint8Array, options: ParseOptions = {}): ParseOutcome {
  const decoded = decodeBytes(bytes, options.encoding);
  if (decoded.kind === 'ask') return decoded;
  const withoutBom = decoded.text.charCodeAt(0) === 0xfeff ? decoded.text.slice(1) : decoded.text;
  // Files edited on several systems mix CRLF, LF and CR; one line ending keeps papaparse's split exact.
  const normalized = withoutBom.replace(/\r\n?/g, '\n');
  // The usual final newline ends the last record; it is not a blank line of its own.
  const text = normalized.endsWith('\n') ? normalized.slice(0, -1) : normalized;
  const { records, blankLines } = splitRecords(text, options.onProgress);
  const headerSkipped = records.length > 0 && isHeaderRow(records[0]?.cells ?? []);
  const data = headerSkipped ? records.slice(1) : records;
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
      blankLinesSkipped: blankLines,
      rows,
    },
  };
}
