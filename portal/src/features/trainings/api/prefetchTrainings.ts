import type { QueryClient } from '@tanstack/react-query';
import { session } from '@hoj/core/session/session';

/** The signed-in user's id as the pages key their entries (empty for a visitor). */
function sessionUid(): string {
  const { token, user } = session.get();
  return token && user ? user.uid : '';
}

/**
 * The page of trainings the address asks for (its filters read as the page reads them), before the page's
 * code. The list's query and filters come in a chunk of their own, shared with the page, so that the entry every
 * page loads does not carry them.
 */
export async function prefetchTrainingList(client: QueryClient, search: URLSearchParams): Promise<void> {
  const [{ trainingListQuery }, { trainingFiltersOf }] = await Promise.all([
    import('./trainingListQueries'),
    import('../model/trainingListFilters'),
  ]);
  await client.prefetchQuery(trainingListQuery(trainingFiltersOf(search), sessionUid()));
}

/**
 * The training whose header every tab of it shows. Only for a signed-in user: a visitor is asked to log in, and
 * the call would only answer 401.
 */
export async function prefetchTraining(client: QueryClient, trainingID: string): Promise<void> {
  if (!/^\d{1,15}$/.test(trainingID) || !sessionUid()) return;
  const tid = Number(trainingID);
  if (!Number.isSafeInteger(tid) || tid <= 0) return;
  const { trainingQuery } = await import('./trainingQueries');
  await client.prefetchQuery(trainingQuery(tid));
}
