import type { QueryClient } from '@tanstack/react-query';
import { problemDetailsQuery } from './problemDetailsQueries';

/**
 * A bank problem's statement, asked for with the address: the statement is the page's largest paint and must
 * not wait for the page's code to arrive and render first.
 */
export async function prefetchProblem(client: QueryClient, problemId: string): Promise<void> {
  await client.prefetchQuery(problemDetailsQuery({ problemId, contestId: null, groupId: null }));
}
