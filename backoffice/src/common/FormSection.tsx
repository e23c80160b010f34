import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Divider, Stack, Typography } from '@mui/material';

interface FormSectionProps {
  /** i18n key of the section's heading. */
  title: string;
  /** i18n key of a line under the heading, when the section needs explaining. */
  intro?: string;
  children: ReactNode;
}

/**
 * One titled part of a long editor (a problem's, a contest's): a region named by its heading, so a screen
 * reader can jump from section to section instead of reading every field in turn.
 */
export function FormSection({ title, intro, children }: FormSectionProps) {
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
