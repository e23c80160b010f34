import { FIELDS, isValid, type CheckedRow, type ErrorCode, type Field } from './csvModel';
import type { ImportOutcome } from './importRun';
import { importUsersMessages } from '@backoffice/i18n/areas/importUsers';
import { registerPageMessages } from '@backoffice/i18n/catalogue';

// This page's texts travel with its chunk.
registerPageMessages(importUsersMessages);

export type RowStatus = 'valid' | 'invalid' | 'created' | 'failed' | 'notSent';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function rowStatus(row: CheckedRow, outcome: ImportOutcome | undefined): RowStatus {
  if (!isValid(row)) return 'invalid';
  return outcome?.state ?? 'valid';
}

/** The rows the rejected-rows download holds: the invalid ones, and after an import the ones not created. */
export function isRejected(status: RowStatus): boolean {
  return status === 'invalid' || status === 'failed' || status === 'notSent';
}

const errorText = (translate: Translate, code: ErrorCode) => translate(`hoj.importUsers.error.${code}`);
const fieldText = (translate: Translate, field: Field, code: ErrorCode) =>
  `${translate(`hoj.importUsers.column.${field}`)}: ${errorText(translate, code)}`;

/** A failed row's own short reason; a server message appears only as the short detail of a refused call. */
function failureText(outcome: Extract<ImportOutcome, { state: 'failed' }>, translate: Translate): string {
  const message = outcome.detail ?? '';
  switch (outcome.reason) {
    case 'usernameExists':
      return fieldText(translate, 'username', 'usernameExists');
    case 'emailExists':
      return fieldText(translate, 'email', 'emailExists');
    case 'notCreated':
      return translate(
        outcome.detail ? 'hoj.importUsers.outcome.notCreatedNoAnswer' : 'hoj.importUsers.outcome.notCreated',
        { message },
      );
    case 'refused':
      return translate('hoj.importUsers.outcome.refused', { message });
    case 'unknown':
      return translate('hoj.importUsers.outcome.unknown', { message });
  }
}

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
    if (code) reasons.push(fieldText(translate, field, code));
  }
  if (outcome?.state === 'failed') reasons.push(failureText(outcome, translate));
  if (outcome?.state === 'notSent') {
    reasons.push(
      outcome.reason === 'cancelled'
        ? translate('hoj.importUsers.error.cancelled')
        : translate('hoj.importUsers.error.stopped', { message: outcome.detail ?? '' }),
    );
  }
  return reasons;
}
