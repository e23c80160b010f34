import { Box, CircularProgress, Typography } from '@mui/material';
import type { Locale } from '@hoj/core/i18n/locale';
import { coreText } from '@hoj/core/i18n/messages';

/** Shown while i18next starts, before react-admin can translate anything: its text comes from core's catalogue. */
export function StartupLoading({ locale }: { locale: Locale }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>{coreText(locale, 'common.loading')}</Typography>
    </Box>
  );
}
