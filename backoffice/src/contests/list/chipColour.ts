import type { ChipProps } from '@mui/material';
import type { ColorCategory } from '@hoj/core/domain/colors';

/** Core's colour categories as MUI chip colours. */
export const CHIP_COLOURS: Record<ColorCategory, ChipProps['color']> = {
  primary: 'primary',
  success: 'success',
  warning: 'warning',
  danger: 'error',
  info: 'info',
  neutral: 'default',
};
