import { FormDataConsumer, TextInput, useTranslate } from 'react-admin';
import type { Validator } from 'react-admin';
import { Box, Paper, Typography } from '@mui/material';
import { MarkdownPreview } from './MarkdownPreview';

interface MarkdownInputProps {
  source: string;
  /** i18n key of the preview's heading. */
  previewLabel: string;
  validate?: Validator | Validator[];
  /**
   * The rule set the portal renders this text with. Posts (announcements, system notices) are written by
   * staff and shown with the trusted-author rules (`<Markdown trusted>` in the portal), so that is the default.
   */
  trusted?: boolean;
}

/**
 * A markdown textarea with a live preview beside it (below it on narrow screens). The preview goes through
 * core's sanitising renderer with the same rule set as the portal, so what staff preview is what is published.
 */
export function MarkdownInput({ source, previewLabel, validate, trusted = true }: MarkdownInputProps) {
  const translate = useTranslate();
  const previewId = `${source}-preview`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
      <TextInput source={source} multiline minRows={10} validate={validate} fullWidth />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={previewId}
        sx={{ p: 2, overflow: 'auto' }}
      >
        <Typography id={previewId} variant="subtitle2" component="h2" gutterBottom>
          {translate(previewLabel)}
        </Typography>
        <FormDataConsumer>
          {({ formData }) => {
            const value: unknown = (formData as Record<string, unknown>)[source];
            return <MarkdownPreview source={typeof value === 'string' ? value : ''} trusted={trusted} />;
          }}
        </FormDataConsumer>
      </Paper>
    </Box>
  );
}
