import { editorMessage } from './editorMessages';
import { INT32_MAX, integerWithin } from './integerBounds';
import type { SchemaIssue } from './schemaIssues';

/**
 * Which accounts may register for a contest with the account limit on: `prefix + n + suffix` for every n from
 * `startNumber` to `endNumber`, plus the extra accounts listed one per line (or separated by spaces).
 */
export interface AccountLimitFields {
  prefix: string;
  suffix: string;
  startNumber: number | null;
  endNumber: number | null;
  extraAccounts: string;
}

/** What a contest without a stored rule starts with (the numbers the reference admin page starts with). */
export const ACCOUNT_LIMIT_DEFAULTS: AccountLimitFields = {
  prefix: '',
  suffix: '',
  startNumber: 0,
  endNumber: 10,
  extraAccounts: '',
};

/**
 * HOJ stores the rule as one string of tagged parts, in this order:
 * `<prefix>…</prefix><suffix>…</suffix><start>…</start><end>…</end><extra>…</extra>` (the backend reads each part
 * with its own pattern, so the tags must be spelled exactly so).
 */
export function buildAccountLimitRule(fields: AccountLimitFields): string {
  const number = (value: number | null) => (value === null ? '' : String(value));
  return (
    `<prefix>${fields.prefix}</prefix><suffix>${fields.suffix}</suffix>` +
    `<start>${number(fields.startNumber)}</start><end>${number(fields.endNumber)}</end>` +
    `<extra>${fields.extraAccounts}</extra>`
  );
}

function part(text: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(text);
  return match ? (match[1] ?? '') : null;
}

function integer(text: string | null, fallback: number | null): number | null {
  if (text === null) return fallback;
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return fallback;
  return Number(trimmed);
}

/**
 * The fields of a stored rule. Each part is read on its own, so a rule missing a part (or null, or text that is
 * no rule at all) gives the defaults for what is missing instead of failing.
 */
export function parseAccountLimitRule(text: string | null | undefined): AccountLimitFields {
  if (typeof text !== 'string') return { ...ACCOUNT_LIMIT_DEFAULTS };
  return {
    prefix: part(text, 'prefix') ?? ACCOUNT_LIMIT_DEFAULTS.prefix,
    suffix: part(text, 'suffix') ?? ACCOUNT_LIMIT_DEFAULTS.suffix,
    startNumber: integer(part(text, 'start'), ACCOUNT_LIMIT_DEFAULTS.startNumber),
    endNumber: integer(part(text, 'end'), ACCOUNT_LIMIT_DEFAULTS.endNumber),
    extraAccounts: part(text, 'extra') ?? ACCOUNT_LIMIT_DEFAULTS.extraAccounts,
  };
}

/**
 * What is wrong with the range, at `base.startNumber` / `base.endNumber`: both numbers whole, from 0 (account
 * numbers are not negative) to the largest Java `Integer` (the backend reads them into one), the end not below the
 * start.
 */
export function accountRangeIssues(fields: AccountLimitFields, base = 'accountLimit'): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const { startNumber, endNumber } = fields;
  const bounds = { min: 0, max: INT32_MAX };
  if (!integerWithin(startNumber, 0))
    issues.push({
      path: `${base}.startNumber`,
      message: editorMessage('editor.error.integerRange', { field: 'editor.field.accountStart', ...bounds }),
    });
  if (!integerWithin(endNumber, 0))
    issues.push({
      path: `${base}.endNumber`,
      message: editorMessage('editor.error.integerRange', { field: 'editor.field.accountEnd', ...bounds }),
    });
  if (issues.length === 0 && (endNumber ?? 0) < (startNumber ?? 0))
    issues.push({ path: `${base}.endNumber`, message: editorMessage('editor.error.accountRange') });
  return issues;
}

/** The range is usable: both numbers whole, within bounds, and the end not below the start. */
export function accountRangeValid(fields: AccountLimitFields): boolean {
  return accountRangeIssues(fields).length === 0;
}

/** The extra accounts as a list (one per line or separated by blanks; empty entries dropped). */
export function extraAccountList(fields: AccountLimitFields): string[] {
  return fields.extraAccounts.split(/\s+/).filter((name) => name !== '');
}

/** The first, second and last account of the range, for the "allowed accounts will be" preview. */
export function accountRangePreview(fields: AccountLimitFields): string[] {
  if (!accountRangeValid(fields)) return [];
  const start = fields.startNumber ?? 0;
  const end = fields.endNumber ?? 0;
  const name = (n: number) => `${fields.prefix}${n}${fields.suffix}`;
  if (end === start) return [name(start)];
  if (end === start + 1) return [name(start), name(end)];
  return [name(start), name(start + 1), name(end)];
}

/** Whether `username` may register under the rule (a range account or one of the extra accounts). */
export function accountMatchesRule(username: string, fields: AccountLimitFields): boolean {
  if (extraAccountList(fields).includes(username)) return true;
  if (!accountRangeValid(fields)) return false;
  if (!username.startsWith(fields.prefix) || !username.endsWith(fields.suffix)) return false;
  const middle = username.slice(fields.prefix.length, username.length - fields.suffix.length);
  if (!/^-?\d+$/.test(middle) || String(Number(middle)) !== middle) return false;
  const n = Number(middle);
  return n >= (fields.startNumber ?? 0) && n <= (fields.endNumber ?? 0);
}
