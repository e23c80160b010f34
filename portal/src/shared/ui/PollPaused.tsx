import { useT } from '@portal/i18n/useT';
import { RefreshIcon, Spinner } from './icons';
import './PollPaused.css';

interface PollPausedProps {
  /** What could not be kept current, in the page's words. */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * One line above what a page keeps current by polling, while its last poll failed: what is shown may be out of
 * date, polling goes on by itself (with a growing wait), and Retry asks at once. A status, not an alert: the
 * reader's work goes on, and the line goes away with the first good answer.
 */
export function PollPaused({ message, onRetry, retrying = false }: PollPausedProps) {
  const t = useT();
  return (
    <p className="poll-paused" role="status">
      <span>{message}</span>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => {
          if (!retrying) onRetry();
        }}
        aria-disabled={retrying}
      >
        {retrying ? <Spinner /> : <RefreshIcon />}
        {t('ui.retry')}
      </button>
    </p>
  );
}
