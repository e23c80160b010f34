import { useId, type Ref } from 'react';
import { useT } from '@portal/i18n/useT';
import { AlertIcon, CheckIcon } from '@portal/shared/ui/icons';
import { PICTURE_WIDTH, PIECE_SIZE, SLIDER_MAX } from '@hoj/core/domain/slideVerify';
import { useSlideVerify } from '@hoj/core/domain/useSlideVerify';
import './SlideVerify.css';

interface SlideVerifyProps {
  /** Called once the piece was released on the gap. */
  onVerified: () => void;
  /** The message shown when a login was tried without solving the puzzle (already translated). */
  error?: string | null;
  handleRef?: Ref<HTMLDivElement>;
  /** Source of the gap positions; tests pass a fixed one. */
  random?: () => number;
}

const PROXIMITY_TEXT = {
  on: 'accounts.verifyOnGap',
  near: 'accounts.verifyNear',
  far: 'accounts.verifyFar',
} as const;

const percent = (logical: number) => `${(logical / PICTURE_WIDTH) * 100}%`;

/**
 * The slide-verify puzzle after 5 failed logins, drawn with the portal's CSS (core's hook moves and checks the
 * piece). The handle is a real slider whose value says whether the piece is on, close to or away from the gap, so
 * the check can be done without seeing the picture, and without the page reading out the answer; a miss says
 * 'Guess robot'.
 */
export function SlideVerify({ onVerified, error, handleRef, random }: SlideVerifyProps) {
  const t = useT();
  const titleId = useId();
  const describeId = useId();
  const { target, value, outcome, passed, where, trackRef, handleProps } = useSlideVerify({
    onVerified,
    random,
  });

  return (
    <div className="slide-verify" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="slide-verify__title">
        {t('accounts.verifyTitle')}
      </p>
      <p className="slide-verify__hint">{t('accounts.verifyHint')}</p>
      <div className="slide-verify__picture" aria-hidden="true">
        <span className="slide-verify__gap" style={{ left: percent(target), width: percent(PIECE_SIZE) }} />
        <span
          className={`slide-verify__piece${passed ? ' slide-verify__piece--passed' : ''}`}
          style={{ left: percent(value), width: percent(PIECE_SIZE) }}
        />
      </div>
      <div ref={trackRef} className="slide-verify__track">
        <span className="slide-verify__fill" style={{ width: percent(value + PIECE_SIZE / 2) }} />
        <div
          ref={handleRef}
          className="slide-verify__handle"
          {...handleProps}
          aria-label={t('accounts.verifyLabel')}
          aria-describedby={describeId}
          aria-valuetext={t('accounts.verifyValue', { value, where: t(PROXIMITY_TEXT[where]) })}
          aria-invalid={error ? true : undefined}
          style={{ left: percent(value), width: percent(PIECE_SIZE) }}
        >
          <span aria-hidden="true">{passed ? '✓' : '→'}</span>
        </div>
      </div>
      <p id={describeId} className="visually-hidden">
        {t('accounts.verifyKeys', { max: SLIDER_MAX })}
      </p>
      {passed ? (
        <p className="slide-verify__message slide-verify__message--passed" role="status">
          <CheckIcon />
          {t('accounts.verifyPassed')}
        </p>
      ) : outcome === 'failed' || error ? (
        <p className="slide-verify__message slide-verify__message--failed" role="alert">
          <AlertIcon />
          {outcome === 'failed' ? t('accounts.guessRobot') : error}
        </p>
      ) : null}
    </div>
  );
}
