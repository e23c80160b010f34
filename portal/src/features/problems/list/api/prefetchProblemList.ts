import type { QueryClient } from '@tanstack/react-query';
import { filtersOf } from '../model/problemListFilters';
import { problemListQuery } from './problemListQueries';

/** The page of problems the address asks for (its filters read as the page reads them), before the page's code. */
export async function prefetchProblemList(client: QueryClient, search: URLSearchParams): Promise<void> {
  await client.prefetchQuery(problemListQuery(filtersOf(search)));
}
