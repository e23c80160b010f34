import { isApiError } from '@hoj/core/http/apiError';
import { offersRetry } from '@hoj/core/http/retryPolicy';
import { useT } from '@portal/i18n/useT';
import { RefreshIcon } from './icons';
import './states.css';

interface RefreshFailedProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A quiet line beside data that could not be read again: what is shown is the last good answer. A status, not
 * an alert: the reader's work goes on, nothing is lost.
 */
export function RefreshFailed({ error, onRetry, retrying = false }: RefreshFailedProps) {
  const t = useT();
  const offerRetry = !isApiError(error) || offersRetry(error);
  return (
    <p className="refresh-failed" role="status">
      <span>{t('ui.refreshFailed')}</span>
      {offerRetry ? (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onRetry}
          aria-disabled={retrying}
        >
          <RefreshIcon />
          {t('ui.retry')}
        </button>
      ) : null}
    </p>
  );
}
