import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@hoj/core/http/apiError';
import { offersRetry } from '@hoj/core/http/retryPolicy';
import { useT } from '@portal/i18n/useT';
import { RefreshIcon } from './icons';
import './states.css';

type RereadQuery = Pick<UseQueryResult<unknown>, 'data' | 'isError' | 'error' | 'isFetching' | 'refetch'>;

/**
 * A quiet line beside data that could not be read again: what is shown is the last good answer (see
 * `queryView`). Nothing while the query has no data or its last read worked. A status, not an alert: the
 * reader's work goes on, nothing is lost.
 */
export function RefreshFailed({ query }: { query: RereadQuery }) {
  const t = useT();
  if (query.data === undefined || !query.isError) return null;
  const offerRetry = !isApiError(query.error) || offersRetry(query.error);
  return (
    <p className="refresh-failed" role="status">
      <span>{t('ui.refreshFailed')}</span>
      {offerRetry ? (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void query.refetch()}
          aria-disabled={query.isFetching}
        >
          <RefreshIcon />
          {t('ui.retry')}
        </button>
      ) : null}
    </p>
  );
}
