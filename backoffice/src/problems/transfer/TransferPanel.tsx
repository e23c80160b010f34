import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Card, CardContent, Stack, Typography } from '@mui/material';

/**
 * One half of the import/export page: a card that is a region named by its heading, so a screen reader can go
 * straight to importing or to exporting, with a line saying what the half does.
 */
export function TransferPanel({
  heading,
  intro,
  children,
}: {
  /** i18n keys of the heading and of the line under it. */
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id={headingId}>
            {translate(heading)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(intro)}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
