import {
  columnTooLong,
  emailProblem,
  hasControlCharacter,
  passwordProblem,
  usernameProblem,
} from '@hoj/core/domain/accountRules';
import {
  FIELDS,
  GENDER_VALUES,
  type CheckedRow,
  type Field,
  type RecordProblem,
  type RowErrors,
} from './csvModel';

/** Fields sent as they are in the file: the account rules report what is wrong with them instead. */
const EXACT_FIELDS: ReadonlySet<Field> = new Set(['username', 'password', 'email']);
const GENDERS: ReadonlySet<string> = new Set(['', ...GENDER_VALUES]);

/**
 * The field rules the import page announces: username, password and e-mail by the account rules every account
 * form shares (core's accountRules: lengths in UTF-16 units as the backend's login counts them, no password with
 * edge spaces since the backend stores it untrimmed and its login trims), gender empty or male/0/female/1 in any
 * letter case, no control characters in the other fields and none longer than its `user_info` column (the
 * backend's insert would fail). Messages are error codes.
 */
function fieldErrors(values: Record<Field, string>): RowErrors {
  const errors: RowErrors = {};
  const username = usernameProblem(values.username);
  if (username) errors.username = username;
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  if (!GENDERS.has(values.gender)) errors.gender = 'gender';
  for (const field of ['realname', 'nickname', 'school'] as const) {
    if (hasControlCharacter(values[field])) errors[field] = 'fieldCharacters';
    else if (columnTooLong(field, values[field])) errors[field] = 'fieldTooLong';
  }
  return errors;
}

export interface RawRecord {
  line: number;
  cells: string[];
  /** Set when the reader lost its way in this record: its cells are the line's text split at the commas. */
  problem?: RecordProblem;
}

/**
 * What is wrong with the record as a whole, before any field is looked at: the reader lost its way in it, a NUL
 * character (a binary or UTF-16 fragment; it would cut the value short in the database), or a single column (no
 * password: often a file separated by semicolons or tabs).
 */
function recordError(record: RawRecord): RowErrors['row'] | null {
  if (record.problem) return record.problem;
  if (record.cells.some((cell) => cell.includes('\u0000'))) return 'nulCharacter';
  if (record.cells.length === 1) return 'oneColumn';
  return null;
}

/** Checks one record on its own: trimming, column count and field rules. */
export function checkRecord(record: RawRecord, index: number): CheckedRow {
  const values = {} as Record<Field, string>;
  const trimmed: Field[] = [];
  FIELDS.forEach((field, i) => {
    const cell = record.cells[i] ?? '';
    if (EXACT_FIELDS.has(field)) {
      values[field] = cell;
      return;
    }
    const value = field === 'gender' ? cell.trim().toLowerCase() : cell.trim();
    if (field !== 'gender' && value !== cell) trimmed.push(field);
    values[field] = value;
  });
  const wrong = recordError(record);
  const errors: RowErrors = wrong ? { row: wrong } : fieldErrors(values);
  // Empty cells after the seventh (a spreadsheet pads rows to its widest) are no extra columns.
  if (!wrong && record.cells.slice(FIELDS.length).some((cell) => cell.trim() !== ''))
    errors.row = 'columnCount';
  return { index, line: record.line, raw: record.cells, values, errors, trimmed };
}

/**
 * Usernames and e-mail addresses are unique keys of `user_info` (MySQL compares them without case), so a
 * second occurrence in the file would fail on the server: the later rows are flagged, the first one stays. A row
 * wrong as a whole (its cells cannot be trusted) claims neither.
 */
export function flagDuplicates(rows: CheckedRow[]): void {
  const usernames = new Set<string>();
  const emails = new Set<string>();
  for (const row of rows) {
    if (row.errors.row) continue;
    const username = row.values.username.toLowerCase();
    if (username) {
      if (usernames.has(username)) row.errors.username ??= 'duplicateInFile';
      else usernames.add(username);
    }
    const email = row.values.email.toLowerCase();
    if (email) {
      if (emails.has(email)) row.errors.email ??= 'duplicateInFile';
      else emails.add(email);
    }
  }
}
