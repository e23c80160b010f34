import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { useT } from '@portal/i18n/useT';
import { AlertIcon, CheckIcon } from '@portal/shared/ui/icons';
import {
  PICTURE_WIDTH,
  PIECE_SIZE,
  SLIDER_MAX,
  clampSlider,
  isSolved,
  keyMove,
  proximity,
  randomTarget,
} from '@hoj/core/domain/slideVerify';
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

type Outcome = 'idle' | 'failed' | 'passed';

const PROXIMITY_TEXT = {
  on: 'accounts.verifyOnGap',
  near: 'accounts.verifyNear',
  far: 'accounts.verifyFar',
} as const;

const percent = (logical: number) => `${(logical / PICTURE_WIDTH) * 100}%`;

/**
 * The slide-verify puzzle after 5 failed logins: move the piece onto the gap, by pointer drag or by keyboard
 * (arrows by one pixel, PageUp/PageDown by ten, Home/End, Enter or Space releases). Released within 3 px it
 * passes; otherwise 'Guess robot' and a new gap. The handle is a real `role="slider"` whose value says whether the
 * piece is on, close to or away from the gap, so the check can be done without seeing the picture, and without
 * the page reading out the answer.
 */
export function SlideVerify({ onVerified, error, handleRef, random }: SlideVerifyProps) {
  const t = useT();
  const titleId = useId();
  const describeId = useId();
  const [target, setTarget] = useState(() => randomTarget(random));
  const [value, setValue] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startValue: number } | null>(null);
  const passed = outcome === 'passed';

  const release = (at: number) => {
    if (passed) return;
    if (isSolved(at, target)) {
      setOutcome('passed');
      onVerified();
      return;
    }
    setOutcome('failed');
    setTarget(randomTarget(random));
    setValue(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (passed) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      release(value);
      return;
    }
    const next = keyMove(event.key, value);
    if (next === null) return;
    event.preventDefault();
    setValue(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (passed || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startValue: value };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const width = trackRef.current?.getBoundingClientRect().width || PICTURE_WIDTH;
    setValue(clampSlider(current.startValue + ((event.clientX - current.startX) * PICTURE_WIDTH) / width));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const width = trackRef.current?.getBoundingClientRect().width || PICTURE_WIDTH;
    const at = clampSlider(current.startValue + ((event.clientX - current.startX) * PICTURE_WIDTH) / width);
    setValue(at);
    release(at);
  };

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
          role="slider"
          tabIndex={0}
          aria-label={t('accounts.verifyLabel')}
          aria-describedby={describeId}
          aria-valuemin={0}
          aria-valuemax={SLIDER_MAX}
          aria-valuenow={value}
          aria-valuetext={t('accounts.verifyValue', {
            value,
            where: t(PROXIMITY_TEXT[proximity(value, target)]),
          })}
          aria-disabled={passed ? true : undefined}
          aria-invalid={error ? true : undefined}
          style={{ left: percent(value), width: percent(PIECE_SIZE) }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
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
