import { FIELDS, isValid, type CheckedRow, type ErrorCode } from './csvModel';
import type { ImportOutcome } from './importRun';

export type RowStatus = 'valid' | 'invalid' | 'created' | 'failed' | 'notSent';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function rowStatus(row: CheckedRow, outcome: ImportOutcome | undefined): RowStatus {
  if (!isValid(row)) return 'invalid';
  return outcome?.state ?? 'valid';
}

const errorText = (translate: Translate, code: ErrorCode) => translate(`hoj.importUsers.error.${code}`);

/** Every reason the row was not (or will not be) created, field by field, in the user's language. */
export function rowReasons(
  row: CheckedRow,
  outcome: ImportOutcome | undefined,
  translate: Translate,
): string[] {
  const reasons: string[] = [];
  if (row.errors.row) reasons.push(errorText(translate, row.errors.row));
  for (const field of FIELDS) {
    const code = row.errors[field];
    if (code) reasons.push(`${translate(`hoj.importUsers.column.${field}`)}: ${errorText(translate, code)}`);
  }
  if (outcome?.state === 'failed') reasons.push(outcome.reason);
  if (outcome?.state === 'notSent') {
    reasons.push(
      outcome.reason === 'cancelled'
        ? translate('hoj.importUsers.error.cancelled')
        : translate('hoj.importUsers.error.stopped', { message: outcome.detail ?? '' }),
    );
  }
  return reasons;
}
