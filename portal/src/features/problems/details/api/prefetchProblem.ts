import type { QueryClient } from '@tanstack/react-query';
import { problemDetailsQuery } from './problemDetailsQueries';

/**
 * A bank problem's statement, asked for with the address: the statement is the page's largest paint and must
 * not wait for the page's code to arrive and render first. Its maths typesetter is not asked for here: it
 * comes once the statement is on the screen (see core's Markdown), so it does not share the link with it.
 */
export async function prefetchProblem(client: QueryClient, problemId: string): Promise<void> {
  await client.prefetchQuery(problemDetailsQuery({ problemId, contestId: null, groupId: null }));
}
