import type { QueryClient } from '@tanstack/react-query';
import type { ProblemInfoVO } from '@generated/model/index';
import { mayContainMaths } from '@hoj/core/markdown/mathHint';
import { loadMathEngine } from '@hoj/core/markdown/mathEngine';
import { problemDetailsQuery } from './problemDetailsQueries';

/**
 * Starts fetching KaTeX as soon as a statement with formulas is known, alongside the page's code: the page holds
 * such a statement until KaTeX is here (`useMathsReady`), so the sooner it is asked for, the sooner it is drawn.
 * Asked for before the statement is known, it slowed the first paint of every problem page on a phone's link
 * (Lighthouse: 87 down to 85), sharing the bandwidth with the page's code.
 */
export function startStatementMaths(info: ProblemInfoVO | undefined): void {
  const p = info?.problem;
  if (p && mayContainMaths(p.description, p.input, p.output, p.hint)) loadMathEngine().catch(() => undefined);
}

/**
 * A bank problem's statement, asked for with the address: the statement is the page's largest paint and must
 * not wait for the page's code to arrive and render first.
 */
export async function prefetchProblem(client: QueryClient, problemId: string): Promise<void> {
  const query = problemDetailsQuery({ problemId, contestId: null, groupId: null });
  await client.prefetchQuery(query);
  startStatementMaths(client.getQueryData(query.queryKey));
}
