import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { AlertIcon, RefreshIcon } from '@portal/shared/ui/icons';
import { isChunkLoadError } from './router/lazyPage';
import './ErrorScreen.css';

/** What a crashed page or a page that failed to load shows instead of its content. */
export function ErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  const chunk = isChunkLoadError(error);
  return (
    <div className="error-screen" role="alert">
      <span className="error-screen__icon">
        <AlertIcon />
      </span>
      <h1 className="error-screen__title">{chunk ? t('crash.chunkTitle') : t('crash.title')}</h1>
      <p className="error-screen__text">
        {chunk ? t('crash.chunkText') : isApiError(error) ? error.msg : t('crash.text')}
      </p>
      <div className="error-screen__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <RefreshIcon />
          {t('crash.reload')}
        </button>
        <a className="button button--secondary" href="/home">
          {t('notFound.goHome')}
        </a>
      </div>
    </div>
  );
}
