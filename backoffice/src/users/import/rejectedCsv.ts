import { FIELDS } from './csvModel';

/**
 * Cells a spreadsheet would run as a formula (OWASP CSV injection): starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return, or their full-width forms (Excel in CJK locales reads `＝` as `=`), also after leading spaces
 * or line breaks (some spreadsheets drop those first). A cell already starting with the guard quote before such a
 * start is guarded too, so taking the guard off again (`restoreFormula`) gives back exactly the cell.
 */
const FORMULA_START = /^'*[\s\u3000]*[=+\-@＝＋－＠\t\r]/;

/** The column the download adds after the file's own; the importer leaves it out when the header names it. */
export const REASON_HEADER = 'reason';

export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The cell as it was before `neutralizeFormula`, for a download that comes back to the importer. */
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export interface RejectedLine {
  cells: readonly string[];
  reason: string;
}

export interface RejectedCsvOptions {
  /** Off by default: the password column is left empty, so the file holds no clear-text passwords. */
  includePasswords?: boolean;
}

const PASSWORD_COLUMN = FIELDS.indexOf('password');

/**
 * The rows that were not created, as they were in the file (every column, the extra ones of a row with too many
 * included), with a reason column last. A header row names the columns; the importer recognises it, leaves the
 * reason column out and takes the formula guards off again, so the file can be fixed and imported as it is. The
 * BOM makes spreadsheets read UTF-8.
 */
export function rejectedRowsCsv(lines: readonly RejectedLine[], options: RejectedCsvOptions = {}): string {
  const width = Math.max(FIELDS.length, ...lines.map((line) => line.cells.length));
  const extra = Array.from({ length: width - FIELDS.length }, (_, i) => `column${FIELDS.length + i + 1}`);
  const header = [...FIELDS, ...extra, REASON_HEADER];
  const body = lines.map((line) => {
    const cells = Array.from({ length: width }, (_, i) => line.cells[i] ?? '');
    if (!options.includePasswords) cells[PASSWORD_COLUMN] = '';
    return [...cells, line.reason];
  });
  return `\uFEFF${[header, ...body].map((row) => row.map((c) => quote(neutralizeFormula(c))).join(',')).join('\r\n')}\r\n`;
}
