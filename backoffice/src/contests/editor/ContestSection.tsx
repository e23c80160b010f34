import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Divider, Stack, Typography } from '@mui/material';

/** One titled part of the contest editor: a region a screen reader can jump to by its heading. */
export function ContestSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate(title)}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(intro)}
        </Typography>
      )}
      <Divider sx={{ mb: 2 }} />
      <Stack spacing={2} sx={{ width: '100%' }}>
        {children}
      </Stack>
    </Box>
  );
}
