import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@hoj/core/http/apiError';

/**
 * Only failures that may pass on their own are retried (network, timeout, server trouble). A business error,
 * a missing login or a missing permission answers the same way the second time, and each failure already
 * showed a toast.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'server' && error.transport);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
