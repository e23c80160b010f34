import type { CheckedRow } from './csvModel';

/**
 * HOJ has no batch existence check; the register form's `POST /api/check-username-or-email` answers one
 * username and one address per call. Up to this many rows are checked that way before the import; for larger
 * files the server's report on each chunk says which rows it refused.
 */
export const PER_CALL_CHECK_LIMIT = 500;
const CONCURRENCY = 6;

export type CheckOne = (query: { username: string; email?: string }) => Promise<{
  username?: boolean;
  email?: boolean;
}>;

/** Whether the server holds an account with the row's username, and one with its e-mail address. */
export interface Existing {
  username: boolean;
  email: boolean;
}

/**
 * Asks the server about every row's username and e-mail, a few calls at a time; the answers are keyed by row
 * index. Stops early when aborted (the rows not asked about have no answer).
 */
export async function lookUpAccounts(
  rows: readonly CheckedRow[],
  check: CheckOne,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<Map<number, Existing>> {
  const found = new Map<number, Existing>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < rows.length && !signal?.aborted) {
      const row = rows[next++];
      if (!row) break;
      const email = row.values.email || undefined;
      const answer = await check({ username: row.values.username, ...(email ? { email } : {}) });
      found.set(row.index, { username: answer.username === true, email: answer.email === true });
      onProgress?.(++done, rows.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
  return found;
}

/** Marks rows whose username or e-mail already exists (stops early when aborted). */
export async function checkExisting(
  rows: readonly CheckedRow[],
  check: CheckOne,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const found = await lookUpAccounts(rows, check, onProgress, signal);
  for (const row of rows) {
    const answer = found.get(row.index);
    if (answer?.username) row.errors.username = 'usernameExists';
    if (answer?.email) row.errors.email = 'emailExists';
  }
}
