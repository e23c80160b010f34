import type { Translate } from '@portal/i18n/useT';
import { SPEEDS, type Resolution } from '../hooks/useResolution';

interface ScrollControlsProps {
  resolution: Resolution;
  total: number;
  t: Translate;
  /** The Next button, which takes the focus when the board is ready. */
  nextRef: (element: HTMLButtonElement | null) => void;
}

/**
 * The resolver's buttons, each with its key beside it. A button that cannot act now stays focusable
 * (`aria-disabled`), so the focus is not lost when the last step is taken or the board is back at the start.
 */
export function ScrollControls({ resolution, total, t, nextRef }: ScrollControlsProps) {
  const { view, playing, speed } = resolution;
  const atStart = view.count === 0;
  const slowest = speed <= (SPEEDS[0] ?? 0);
  const fastest = speed >= (SPEEDS[SPEEDS.length - 1] ?? Infinity);
  return (
    <div className="scroll-controls">
      <div className="scroll-controls__buttons" role="group" aria-label={t('scrollBoard.controls')}>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={atStart}
          aria-keyshortcuts="ArrowLeft"
          onClick={resolution.back}
        >
          <kbd aria-hidden="true">←</kbd>
          {t('scrollBoard.back')}
        </button>
        <button
          ref={nextRef}
          type="button"
          className="button button--primary"
          aria-disabled={view.done}
          aria-keyshortcuts="Enter Space ArrowRight"
          onClick={resolution.next}
        >
          {t('scrollBoard.next')}
          <kbd aria-hidden="true">→</kbd>
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={playing}
          aria-disabled={view.done && !playing}
          aria-keyshortcuts="P"
          onClick={resolution.togglePlay}
        >
          {playing ? <span aria-hidden="true">❚❚</span> : <span aria-hidden="true">▶</span>}
          {t('scrollBoard.play')}
          <kbd aria-hidden="true">P</kbd>
        </button>
        <span className="scroll-controls__speed">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('scrollBoard.slower')}
            aria-disabled={slowest}
            aria-keyshortcuts="-"
            onClick={resolution.slower}
          >
            −
          </button>
          <span className="scroll-controls__speed-value">{t('scrollBoard.speed', { speed })}</span>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('scrollBoard.faster')}
            aria-disabled={fastest}
            aria-keyshortcuts="+"
            onClick={resolution.faster}
          >
            +
          </button>
        </span>
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={atStart}
          aria-keyshortcuts="Home"
          onClick={resolution.restart}
        >
          {t('scrollBoard.restart')}
          <kbd aria-hidden="true">Home</kbd>
        </button>
      </div>
      <p className="scroll-controls__progress">
        {t('scrollBoard.progress', { count: view.count, total })}
        {view.done ? null : <> · {t('scrollBoard.left', { count: view.pending })}</>}
      </p>
      <p className="scroll-controls__keys">{t('scrollBoard.keys')}</p>
    </div>
  );
}
