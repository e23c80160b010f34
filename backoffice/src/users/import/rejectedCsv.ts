import { FIELDS } from './csvModel';

/** Cells a spreadsheet would run as a formula (OWASP CSV injection): these get a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export interface RejectedLine {
  cells: readonly string[];
  reason: string;
}

/**
 * The rows that were not created, as they were in the file, with a reason column. A header row names the
 * columns (the importer skips it when the file comes back), and the BOM makes spreadsheets read UTF-8.
 */
export function rejectedRowsCsv(lines: readonly RejectedLine[], reasonHeader: string): string {
  const header = [...FIELDS, reasonHeader];
  const body = lines.map((line) => {
    const cells = FIELDS.map((_, i) => line.cells[i] ?? '');
    return [...cells, line.reason];
  });
  return `\uFEFF${[header, ...body].map((row) => row.map((c) => quote(neutralizeFormula(c))).join(',')).join('\r\n')}\r\n`;
}
