import { useId, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { PICTURE_WIDTH, PIECE_SIZE, SLIDER_MAX } from '@hoj/core/domain/slideVerify';
import { useSlideVerify } from '@hoj/core/domain/useSlideVerify';

interface SlideVerifyProps {
  /** Called once the piece was released on the gap. */
  onVerified: () => void;
  /** Shown when a login was tried without solving the puzzle. */
  required: boolean;
  handleRef?: Ref<HTMLDivElement>;
  /** Source of the gap positions; tests pass a fixed one. */
  random?: () => number;
}

const percent = (logical: number) => `${(logical / PICTURE_WIDTH) * 100}%`;

/**
 * The slide check after repeated failed logins, drawn with MUI (core's hook moves and checks the piece). The
 * handle is a real slider whose value text says whether the piece is on, close to or away from the gap, so the
 * check can be done without seeing the picture and without the page reading out the answer.
 */
export function SlideVerify({ onVerified, required, handleRef, random }: SlideVerifyProps) {
  const translate = useTranslate();
  const titleId = useId();
  const keysId = useId();
  const { target, value, outcome, passed, where, trackRef, handleProps } = useSlideVerify({
    onVerified,
    random,
  });
  const t = (key: string, options?: Record<string, unknown>) => translate(`hoj.loginCheck.${key}`, options);

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
          {...handleProps}
          aria-label={t('label')}
          aria-describedby={keysId}
          aria-valuetext={t('value', { value, where: t(`where.${where}`) })}
          aria-invalid={message === 'required' ? true : undefined}
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
