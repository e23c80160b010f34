import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
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

interface SlideVerifyProps {
  /** Called once the piece was released on the gap. */
  onVerified: () => void;
  /** Shown when a login was tried without solving the puzzle. */
  required: boolean;
  handleRef?: Ref<HTMLDivElement>;
  /** Source of the gap positions; tests pass a fixed one. */
  random?: () => number;
}

type Outcome = 'idle' | 'failed' | 'passed';

const percent = (logical: number) => `${(logical / PICTURE_WIDTH) * 100}%`;

/**
 * The slide check after repeated failed logins: move the piece onto the gap by pointer drag or by keyboard
 * (arrows by one pixel, PageUp/PageDown by ten, Home/End, Enter or Space releases). The handle is a real
 * `role="slider"` whose value text says whether the piece is on, close to or away from the gap, so the check can
 * be done without seeing the picture and without the page reading out the answer. A miss gives a new gap.
 */
export function SlideVerify({ onVerified, required, handleRef, random }: SlideVerifyProps) {
  const translate = useTranslate();
  const titleId = useId();
  const keysId = useId();
  const [target, setTarget] = useState(() => randomTarget(random));
  const [value, setValue] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startValue: number } | null>(null);
  const passed = outcome === 'passed';
  const t = (key: string, options?: Record<string, unknown>) => translate(`hoj.loginCheck.${key}`, options);

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

  const valueAt = (clientX: number, start: { startX: number; startValue: number }) => {
    const width = trackRef.current?.getBoundingClientRect().width || PICTURE_WIDTH;
    return clampSlider(start.startValue + ((clientX - start.startX) * PICTURE_WIDTH) / width);
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
    if (current?.pointerId === event.pointerId) setValue(valueAt(event.clientX, current));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    drag.current = null;
    const at = valueAt(event.clientX, current);
    setValue(at);
    release(at);
  };

  const message = passed ? 'passed' : outcome === 'failed' ? 'guessRobot' : required ? 'required' : null;

  return (
    <Box role="group" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('hint')}
      </Typography>
      <Box
        aria-hidden
        sx={{
          position: 'relative',
          aspectRatio: `${PICTURE_WIDTH} / 100`,
          borderRadius: 1,
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.secondary.light})`,
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: '28%',
            height: '44%',
            left: percent(target),
            width: percent(PIECE_SIZE),
            bgcolor: 'rgba(0, 0, 0, 0.45)',
            borderRadius: 0.5,
          }}
        />
        <Box
          sx={{
            position: 'absolute',
            top: '28%',
            height: '44%',
            left: percent(value),
            width: percent(PIECE_SIZE),
            bgcolor: passed ? 'success.main' : 'background.paper',
            border: 2,
            borderColor: 'text.primary',
            borderRadius: 0.5,
          }}
        />
      </Box>
      <Box
        ref={trackRef}
        sx={{ position: 'relative', height: 40, mt: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <Box
          ref={handleRef}
          role="slider"
          tabIndex={0}
          aria-label={t('label')}
          aria-describedby={keysId}
          aria-valuemin={0}
          aria-valuemax={SLIDER_MAX}
          aria-valuenow={value}
          aria-valuetext={t('value', { value, where: t(`where.${proximity(value, target)}`) })}
          aria-disabled={passed ? true : undefined}
          aria-invalid={message === 'required' ? true : undefined}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: percent(value),
            width: percent(PIECE_SIZE),
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: passed ? 'success.main' : 'primary.main',
            color: passed ? 'success.contrastText' : 'primary.contrastText',
            borderRadius: 1,
            cursor: passed ? 'default' : 'grab',
            touchAction: 'none',
            '&:focus-visible': { outline: 3, outlineColor: 'text.primary', outlineOffset: 2 },
          }}
        >
          <span aria-hidden>{passed ? '✓' : '→'}</span>
        </Box>
      </Box>
      <Typography id={keysId} sx={visuallyHidden}>
        {t('keys', { max: SLIDER_MAX })}
      </Typography>
      {message && (
        <Typography
          variant="body2"
          role={passed ? 'status' : 'alert'}
          color={passed ? 'success.main' : 'error'}
          sx={{ mt: 1 }}
        >
          {t(message)}
        </Typography>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
