import type { CheckedRow } from './csvModel';

/**
 * HOJ has no batch existence check; the register form's `POST /api/check-username-or-email` answers one
 * username and one address per call. Up to this many rows are checked that way before the import; larger files
 * rely on the import call's report of failed usernames instead.
 */
export const PER_CALL_CHECK_LIMIT = 500;
const CONCURRENCY = 6;

export type CheckOne = (query: { username: string; email?: string }) => Promise<{
  username?: boolean;
  email?: boolean;
}>;

/** Marks rows whose username or e-mail already exists (stops early when aborted). */
export async function checkExisting(
  rows: readonly CheckedRow[],
  check: CheckOne,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < rows.length && !signal?.aborted) {
      const row = rows[next++];
      if (!row) break;
      const email = row.values.email || undefined;
      const answer = await check({ username: row.values.username, ...(email ? { email } : {}) });
      if (answer.username) row.errors.username = 'usernameExists';
      if (answer.email) row.errors.email = 'emailExists';
      onProgress?.(++done, rows.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
}
