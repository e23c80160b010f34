import { isApiError } from '@hoj/core/http/apiError';
import { offersRetry } from '@hoj/core/http/retryPolicy';
import { useT } from '@portal/i18n/useT';
import { AlertIcon, RefreshIcon } from './icons';
import './states.css';

/** Grey placeholder rows while data loads; the visible shimmer is decorative, the status text is not. */
export function Skeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const t = useT();
  return (
    <div className="skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label ?? t('ui.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton__row" aria-hidden="true">
          <span className="skeleton__bar skeleton__bar--wide" />
          <span className="skeleton__bar skeleton__bar--narrow" />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return <p className="empty-state">{message}</p>;
}

interface ErrorStateProps {
  message: string;
  /** The server's reason, when there was one. */
  detail?: string | undefined;
  onRetry: () => void;
  retrying?: boolean;
  /** The failure itself: a refusal that would answer the same again (403, 404, banned) offers no retry. */
  error?: unknown;
}

export function ErrorState({ message, detail, onRetry, retrying = false, error }: ErrorStateProps) {
  const t = useT();
  const offerRetry = !isApiError(error) || offersRetry(error);
  return (
    <div className="error-state" role="alert">
      <AlertIcon />
      <div className="error-state__text">
        <p className="error-state__message">{message}</p>
        {detail && detail !== message ? <p className="error-state__detail">{detail}</p> : null}
      </div>
      {offerRetry ? (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onRetry}
          disabled={retrying}
        >
          <RefreshIcon />
          {t('ui.retry')}
        </button>
      ) : null}
    </div>
  );
}
