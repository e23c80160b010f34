import type { UseQueryResult } from '@tanstack/react-query';

/**
 * What a panel built on one query shows. Data once read stays on the screen: a later read that fails (a
 * refetch after a verdict, a focus refresh, a server blip) is reported beside it as `refreshFailed`, never in
 * its place, so nobody loses what they were reading or the verdict they just got.
 */
export type QueryView<T> =
  | { kind: 'pending' }
  | { kind: 'failed'; error: Error }
  | { kind: 'ready'; data: T; refreshFailed: Error | null };

export function queryView<T>(query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>): QueryView<T> {
  if (query.data !== undefined) {
    return { kind: 'ready', data: query.data, refreshFailed: query.isError ? query.error : null };
  }
  if (query.isError && query.error) return { kind: 'failed', error: query.error };
  return { kind: 'pending' };
}
