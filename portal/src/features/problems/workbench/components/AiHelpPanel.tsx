import { useT } from '@portal/i18n/useT';
import { CloseIcon, RefreshIcon, Spinner } from '@portal/shared/ui/icons';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import type { AiHelp } from '../hooks/useAiHelp';

/**
 * The AI helper's answer as it streams in, rendered as untrusted Markdown; a stop button while it streams, a
 * disclaimer at its normal end, a retry after a failure. Screen readers hear when the answer is complete or
 * stopped, once, not every piece as it arrives (the answer itself is read where it stands).
 */
export function AiHelpPanel({ help, onClose }: { help: AiHelp; onClose: () => void }) {
  const t = useT();
  const { phase, text, networkFailure, message } = help.state;
  const finished =
    phase === 'done' ? t('workbench.ai.finished') : phase === 'stopped' ? t('workbench.ai.stopped') : '';
  return (
    <section className="workbench__ai" aria-label={t('workbench.ai.title')} aria-busy={phase === 'streaming'}>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {finished}
      </p>
      <header className="workbench__ai-header">
        <h3>{t('workbench.ai.title')}</h3>
        <div className="workbench__ai-actions">
          {phase === 'streaming' ? (
            <button type="button" className="button button--secondary button--small" onClick={help.stop}>
              {t('workbench.ai.stop')}
            </button>
          ) : null}
          <button
            type="button"
            className="icon-button"
            onClick={onClose}
            aria-label={t('workbench.ai.close')}
          >
            <CloseIcon />
          </button>
        </div>
      </header>
      {phase === 'streaming' && text === '' ? (
        <p className="workbench__ai-waiting">
          <Spinner /> {t('workbench.ai.thinking')}
        </p>
      ) : null}
      {text !== '' ? <LazyMarkdown source={text} className="workbench__ai-answer" /> : null}
      {phase === 'done' ? <p className="workbench__ai-note">{t('workbench.ai.disclaimer')}</p> : null}
      {phase === 'stopped' ? <p className="workbench__ai-note">{t('workbench.ai.stopped')}</p> : null}
      {phase === 'failed' ? (
        <div className="workbench__ai-error" role="alert">
          <p>{networkFailure || !message ? t('workbench.ai.networkError') : message}</p>
          <button type="button" className="button button--secondary button--small" onClick={help.retry}>
            <RefreshIcon />
            {t('workbench.retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
