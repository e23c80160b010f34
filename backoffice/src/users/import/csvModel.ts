import type { AccountProblem } from '@hoj/core/domain/accountRules';

/** The seven columns of HOJ's user import, in the order the backend reads them (`insert-batch-user`). */
export const FIELDS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'] as const;
export type Field = (typeof FIELDS)[number];

/** The spellings the backend reads as a gender (it compares lower case; any letter case is accepted here). */
export const GENDER_VALUES = ['male', '0', 'female', '1'] as const;

/**
 * Where the CSV reader lost its way in a record: a quote opened and never closed before the next line went wrong
 * or the file ended (`unterminatedQuoteAtEnd` when the quote is on the last line), or a closing quote followed by
 * more text in the same field.
 */
export type RecordProblem = 'unterminatedQuote' | 'unterminatedQuoteAtEnd' | 'strayQuote';

/** Why a row or a field cannot be imported; each code has a text under `hoj.importUsers.error.*`. */
export type ErrorCode =
  | AccountProblem
  | RecordProblem
  | 'fieldCharacters'
  | 'fieldTooLong'
  | 'gender'
  | 'columnCount'
  | 'oneColumn'
  | 'nulCharacter'
  | 'duplicateInFile'
  | 'usernameExists'
  | 'emailExists';

export type RowErrors = Partial<Record<Field | 'row', ErrorCode>>;

export interface CheckedRow {
  /** Position among the data rows (0-based), stable through filters and the import. */
  index: number;
  /** 1-based line of the file where the record starts. */
  line: number;
  /** The cells as they were in the file, for the rejected-rows download. */
  raw: string[];
  /**
   * The values sent to the backend: username, password and e-mail exactly as in the file (a problem with them is
   * reported, never mended), the other text fields trimmed, gender in lower case.
   */
  values: Record<Field, string>;
  errors: RowErrors;
  /** Text fields (real name, nickname, school) whose surrounding whitespace was removed. */
  trimmed: Field[];
}

export interface CsvAnalysis {
  encoding: string;
  bom: boolean;
  headerSkipped: boolean;
  /**
   * The header named a trailing `reason` column (a rejected-rows download coming back): that column was left out
   * and the download's formula guards were taken off again.
   */
  reasonColumnIgnored: boolean;
  blankLinesSkipped: number;
  /** Text that suggests the wrong encoding (replacement characters, mojibake), or null. */
  garbled: string | null;
  rows: CheckedRow[];
}

/** An analysis without its rows: what the page learns first, before the rows come in batches. */
export type AnalysisHead = Omit<CsvAnalysis, 'rows'>;

/** Without building a list of the error keys: the page asks this of 200,000 rows at a time. */
export function isValid(row: CheckedRow): boolean {
  for (const _ in row.errors) return false;
  return true;
}

/** The backend's row shape: trailing empty optional columns are left out. */
export function toBackendRow(row: CheckedRow): string[] {
  const cells = FIELDS.map((field) => row.values[field]);
  while (cells.length > 2 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}
