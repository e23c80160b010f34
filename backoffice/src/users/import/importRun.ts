import { isApiError, type ApiError } from '@hoj/core/http/apiError';
import { toBackendRow, type CheckedRow } from './csvModel';
import { lookUpAccounts, type CheckOne } from './existenceCheck';

/**
 * Why a sent (or checked) row was not created, each with its own text: the username or e-mail is taken, the
 * server did not create it (nothing more is known), the server refused the request (session or permission gone),
 * or the outcome could not be learnt (the server did not answer, and neither did the check afterwards).
 */
export type FailReason = 'usernameExists' | 'emailExists' | 'notCreated' | 'refused' | 'unknown';

/** Per-row outcome of the import call. */
export type ImportOutcome =
  | { state: 'created' }
  | { state: 'failed'; reason: FailReason; detail?: string }
  | { state: 'notSent'; reason: 'cancelled' | 'stopped'; detail?: string };

/** One object for every created row: 200,000 of them would otherwise be as many objects for the page to keep. */
const CREATED: ImportOutcome = Object.freeze({ state: 'created' });

export type SendChunk = (users: string[][]) => Promise<unknown>;

export interface ImportOptions {
  /** Looks the rows' usernames and e-mails up on the server (the page's per-call existence check). */
  check: CheckOne;
  chunkSize?: number;
  /** Attempts per chunk for transient failures (network, timeout, 5xx). */
  attempts?: number;
  retryDelayMs?: number;
  signal?: AbortSignal;
  onChunk?: (progress: { done: number; total: number }) => void;
}

/** A server message is shown in a row only as a short detail (a network or permission error, never a report). */
const DETAIL_MAX = 120;
const shortDetail = (msg: string) => (msg.length > DETAIL_MAX ? `${msg.slice(0, DETAIL_MAX - 1)}…` : msg);

function transient(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const messageOf = (error: unknown) => shortDetail(error instanceof Error ? error.message : String(error));

/**
 * The rows the server's batch report names as failed, or null when the report cannot be read unambiguously.
 * The report lists the failed usernames in the order they were sent, joined by ", " inside brackets; since a
 * username may itself hold ", " or "]", the list is not split: the sent usernames are matched against it in
 * order, and only a single way to spell the whole list out of them counts.
 */
export function failedRowsOf(message: string, sent: readonly CheckedRow[]): CheckedRow[] | null {
  const start = message.indexOf('失败的用户名：[');
  if (start < 0 || !message.endsWith(']')) return null;
  const list = message.slice(start + '失败的用户名：['.length, -1);
  const count = /失败数：\s*(\d+)/.exec(message);
  const expected = count ? Number(count[1]) : null;
  if (list === '') return expected === null || expected === 0 ? [] : null;
  // ways[i][p]: how many ways rows i.. can spell list[p..] (capped at 2: only "one" or "more" matters).
  const n = sent.length;
  const memo = new Map<string, number>();
  const ways = (i: number, p: number): number => {
    if (p === list.length) return 1;
    if (i === n) return 0;
    const key = `${i}:${p}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let total = ways(i + 1, p);
    const name = sent[i]?.values.username ?? '';
    if (name !== '' && list.startsWith(name, p)) {
      const end = p + name.length;
      if (end === list.length) total += 1;
      else if (list.startsWith(', ', end)) total += ways(i + 1, end + 2);
    }
    const capped = Math.min(total, 2);
    memo.set(key, capped);
    return capped;
  };
  if (n > 2000 || ways(0, 0) !== 1) return null;
  const failed: CheckedRow[] = [];
  for (let i = 0, p = 0; p < list.length && i < n; i++) {
    const name = sent[i]?.values.username ?? '';
    const end = p + name.length;
    const fits =
      name !== '' &&
      list.startsWith(name, p) &&
      (end === list.length ? 1 : list.startsWith(', ', end) ? ways(i + 1, end + 2) : 0) === 1;
    if (fits && ways(i + 1, p) === 0) {
      failed.push(sent[i] as CheckedRow);
      p = end === list.length ? end : end + 2;
    }
  }
  if (expected !== null && failed.length !== expected) return null;
  return failed;
}

/**
 * Sends the rows chunk by chunk. Every row ends with an outcome: created, failed with its own reason, or not sent
 * (cancelled, or stopped by an error that makes further chunks pointless such as a lost session). The server's
 * answer to a partly failed chunk is a count and a list of usernames in free text: the sent usernames are matched
 * against that list as a whole (`failedRowsOf`), and each failed row's reason is read from the server's state.
 * When the report cannot be read unambiguously, every row is judged by whether its username exists after the
 * chunk. Cancelling lets the chunk
 * in flight finish, so its rows are known to be created or failed.
 */
export async function runImport(
  rows: readonly CheckedRow[],
  send: SendChunk,
  options: ImportOptions,
): Promise<Map<number, ImportOutcome>> {
  const { check, chunkSize = 100, attempts = 3, retryDelayMs = 1000, signal, onChunk } = options;
  const outcomes = new Map<number, ImportOutcome>();
  let stopped: { reason: 'cancelled' | 'stopped'; detail?: string } | null = null;

  /**
   * After a chunk the server did not fully create: each row by what the server now holds. `unanswered` is the
   * error of a chunk the server never answered.
   */
  const attribute = async (sent: readonly CheckedRow[], unanswered?: string) => {
    let found;
    try {
      found = await lookUpAccounts(sent, check);
    } catch (error) {
      const detail = unanswered ?? messageOf(error);
      for (const row of sent) outcomes.set(row.index, { state: 'failed', reason: 'unknown', detail });
      return;
    }
    for (const row of sent) {
      const now = found.get(row.index);
      if (now?.username) outcomes.set(row.index, CREATED);
      else if (now?.email) outcomes.set(row.index, { state: 'failed', reason: 'emailExists' });
      else
        outcomes.set(row.index, {
          state: 'failed',
          reason: 'notCreated',
          ...(unanswered ? { detail: unanswered } : {}),
        });
    }
  };

  /** After a chunk whose report named its failed rows: the others were created; each failed one says why. */
  const attributeFailed = async (sent: readonly CheckedRow[], failed: readonly CheckedRow[]) => {
    const failedIndexes = new Set(failed.map((row) => row.index));
    for (const row of sent) if (!failedIndexes.has(row.index)) outcomes.set(row.index, CREATED);
    let found: Map<number, { username: boolean; email: boolean }> | null = null;
    try {
      found = await lookUpAccounts(failed, check);
    } catch {
      // The reasons stay unknown; that the rows failed is known from the report.
    }
    for (const row of failed) {
      const now = found?.get(row.index);
      const reason = now?.username ? 'usernameExists' : now?.email ? 'emailExists' : 'notCreated';
      outcomes.set(row.index, { state: 'failed', reason });
    }
  };

  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    if (!stopped && signal?.aborted) stopped = { reason: 'cancelled' };
    if (stopped) {
      for (const row of chunk) outcomes.set(row.index, { state: 'notSent', ...stopped });
      continue;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await send(chunk.map(toBackendRow));
        for (const row of chunk) outcomes.set(row.index, CREATED);
        break;
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (error.kind === 'business') {
          const failed = failedRowsOf(error.serverMsg ?? error.msg, chunk);
          if (failed === null) await attribute(chunk);
          else await attributeFailed(chunk, failed);
          break;
        }
        if (transient(error) && attempt < attempts && !signal?.aborted) {
          await wait(retryDelayMs * attempt);
          continue;
        }
        if (transient(error)) {
          // The chunk's fate is unknown after repeated transient errors: the server may have created it.
          await attribute(chunk, shortDetail(error.msg));
        } else {
          // The session or permission is gone: nothing was created, and further chunks would fare the same.
          const detail = shortDetail(error.msg);
          for (const row of chunk) outcomes.set(row.index, { state: 'failed', reason: 'refused', detail });
          stopped = { reason: 'stopped', detail };
        }
        break;
      }
    }
    onChunk?.({ done: Math.min(start + chunkSize, rows.length), total: rows.length });
  }
  return outcomes;
}
