import { string, ValidationError, type StringSchema } from 'yup';
import {
  FIELDS,
  GENDER_VALUES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  type CheckedRow,
  type ErrorCode,
  type Field,
  type RowErrors,
} from './csvModel';

/**
 * The field rules the import page announces, within the backend's account limits: username required and at most
 * 20 characters, password required and 6 to 25 characters, a well-formed e-mail if one is given, gender empty or
 * male/0/female/1. Messages are error codes.
 * One schema per field rather than an object schema: yup's object validation is several times slower, which
 * matters at 200,000 rows.
 */
const fieldSchemas: Partial<Record<Field, StringSchema>> = {
  username: string()
    .required('required' satisfies ErrorCode)
    .max(USERNAME_MAX, 'usernameTooLong'),
  password: string()
    .required('required')
    .min(PASSWORD_MIN, 'passwordLength')
    .max(PASSWORD_MAX, 'passwordLength'),
  email: string().email('emailFormat'),
  gender: string().oneOf(['', ...GENDER_VALUES], 'gender'),
};
const checkedFields = Object.entries(fieldSchemas) as [Field, StringSchema][];

function fieldErrors(values: Record<Field, string>): RowErrors {
  const errors: RowErrors = {};
  for (const [field, schema] of checkedFields) {
    // The fast path: most values are valid, and yup only throws (slowly) for invalid ones.
    if (schema.isValidSync(values[field])) continue;
    try {
      schema.validateSync(values[field]);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors[field] = error.message as ErrorCode;
    }
  }
  return errors;
}

export interface RawRecord {
  line: number;
  cells: string[];
}

/** Checks one record on its own: trimming, column count and field rules. */
export function checkRecord(record: RawRecord, index: number): CheckedRow {
  const values = {} as Record<Field, string>;
  const trimmed: Field[] = [];
  FIELDS.forEach((field, i) => {
    const cell = record.cells[i] ?? '';
    const value = cell.trim();
    if (value !== cell) trimmed.push(field);
    values[field] = value;
  });
  const errors = fieldErrors(values);
  if (record.cells.length > FIELDS.length) errors.row = 'columnCount';
  return { index, line: record.line, raw: record.cells, values, errors, trimmed };
}

/**
 * Usernames and e-mail addresses are unique keys of `user_info` (MySQL compares them without case), so a
 * second occurrence in the file would fail on the server: the later rows are flagged, the first one stays.
 */
export function flagDuplicates(rows: CheckedRow[]): void {
  const usernames = new Set<string>();
  const emails = new Set<string>();
  for (const row of rows) {
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
