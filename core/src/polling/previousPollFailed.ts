import type { QueryFunctionContext } from '@tanstack/react-query';

/**
 * True when the poll before this one failed. A query function can then ask quietly (no error toast): the page
 * already says that updates are paused, and a toast at every step of the back-off would only repeat it.
 */
export function previousPollFailed({ client, queryKey }: Pick<QueryFunctionContext, 'client' | 'queryKey'>) {
  return client.getQueryState(queryKey)?.status === 'error';
}
