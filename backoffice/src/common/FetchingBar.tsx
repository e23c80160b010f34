import { useTranslate } from 'react-admin';
import { Box, LinearProgress } from '@mui/material';

/**
 * A thin progress bar while a table reloads (another page, a new search). Its room is kept when idle, so the
 * rows under it do not jump each time it comes and goes.
 */
export function FetchingBar({ fetching }: { fetching: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ height: 4 }}>{fetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
  );
}
