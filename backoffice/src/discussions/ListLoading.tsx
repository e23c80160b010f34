import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A list of cards while its first page is on its way (the table has react-admin's own placeholder rows). */
export function ListLoading() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 3 }}>
      <CircularProgress size={18} aria-hidden />
      <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
    </Box>
  );
}
