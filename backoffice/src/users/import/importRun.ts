import { isApiError, type ApiError } from '@hoj/core/http/apiError';
import { toBackendRow, type CheckedRow } from './csvModel';

/** Per-row outcome of the import call. */
export type ImportOutcome =
  | { state: 'created' }
  | { state: 'failed'; reason: string }
  | { state: 'notSent'; reason: 'cancelled' | 'stopped'; detail?: string };

export type SendChunk = (users: string[][]) => Promise<unknown>;

export interface ImportOptions {
  chunkSize?: number;
  /** Attempts per chunk for transient failures (network, timeout, 5xx). */
  attempts?: number;
  retryDelayMs?: number;
  signal?: AbortSignal;
  onChunk?: (progress: { done: number; total: number }) => void;
}

/**
 * The backend answers a partly failed batch with body status 400 and a message ending in the failed usernames,
 * e.g. `[导入结果] 成功数：2,  失败数：1,  失败的用户名：[alice]` (a Java set). Returns null if the message has no such list.
 */
export function failedUsernamesOf(msg: string): string[] | null {
  const match = /\[([^\][]*)\]\s*$/.exec(msg);
  if (!match) return null;
  return (match[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function transient(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the rows chunk by chunk. Every row ends with an outcome: created, failed with the server's reason, or not
 * sent (cancelled, or stopped by an error that makes further chunks pointless such as a lost session).
 * Cancelling lets the chunk in flight finish, so its rows are known to be created or failed.
 */
export async function runImport(
  rows: readonly CheckedRow[],
  send: SendChunk,
  options: ImportOptions = {},
): Promise<Map<number, ImportOutcome>> {
  const { chunkSize = 100, attempts = 3, retryDelayMs = 1000, signal, onChunk } = options;
  const outcomes = new Map<number, ImportOutcome>();
  let stopped: { reason: 'cancelled' | 'stopped'; detail?: string } | null = null;

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
        for (const row of chunk) outcomes.set(row.index, { state: 'created' });
        break;
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (error.kind === 'business') {
          const failed = failedUsernamesOf(error.msg);
          const failedSet = new Set((failed ?? []).map((name) => name.toLowerCase()));
          for (const row of chunk) {
            const rejected = failed === null || failedSet.has(row.values.username.toLowerCase());
            outcomes.set(row.index, rejected ? { state: 'failed', reason: error.msg } : { state: 'created' });
          }
          break;
        }
        if (transient(error) && attempt < attempts && !signal?.aborted) {
          await wait(retryDelayMs * attempt);
          continue;
        }
        // The chunk's fate is unknown after repeated transient errors, or the session/permission is gone:
        // its rows are reported failed, the rest are not sent.
        for (const row of chunk) outcomes.set(row.index, { state: 'failed', reason: error.msg });
        if (!transient(error)) stopped = { reason: 'stopped', detail: error.msg };
        break;
      }
    }
    onChunk?.({ done: Math.min(start + chunkSize, rows.length), total: rows.length });
  }
  return outcomes;
}
