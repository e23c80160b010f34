import { useLocale, useTranslate } from 'react-admin';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { formatDateTime, parseHojDate } from '@hoj/core/format/format';
import { parseExamples } from '@hoj/core/parse/problemExamples';
import { currentLocaleOf } from '@backoffice/i18n/localePreference';
import { MarkdownPreview } from '@backoffice/posts/MarkdownPreview';
import { useApplicationDetail } from './applicationQueries';

function When({ label, value }: { label: string; value: string | null | undefined }) {
  const translate = useTranslate();
  const locale = currentLocaleOf(useLocale());
  const date = value ? parseHojDate(value) : null;
  if (!date) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(label)} <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time>
    </Typography>
  );
}

function Part({ heading, source }: { heading: string; source: string | null | undefined }) {
  const translate = useTranslate();
  if (!source || source.trim() === '') return null;
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(heading)}
      </Typography>
      {/* A group member wrote this: it is previewed with the rules for user content, never the trusted ones. */}
      <MarkdownPreview source={source} trusted={false} />
    </Box>
  );
}

/**
 * The statement the group asks to publish, with when it was written and last changed: description, input,
 * output, samples and hint. Read when staff open it, as the request list does not carry it.
 */
export function StatementPreview({ pid }: { pid: number }) {
  const translate = useTranslate();
  const { data, error, isPending } = useApplicationDetail(pid);
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  const samples = parseExamples(data.examples);
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }} sx={{ mb: 1 }}>
        <When label="hoj.problemExamine.created" value={data.gmtCreate} />
        <When label="hoj.problemExamine.modified" value={data.gmtModified} />
      </Stack>
      <Part heading="hoj.problemExamine.description" source={data.description} />
      <Part heading="hoj.problemExamine.input" source={data.input} />
      <Part heading="hoj.problemExamine.output" source={data.output} />
      {samples.map((sample, index) => (
        <Box key={index} component="section" sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {translate('hoj.problemExamine.sample', { n: index + 1 })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Box component="pre" sx={{ flex: 1, m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto' }}>
              {sample.input}
            </Box>
            <Box component="pre" sx={{ flex: 1, m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto' }}>
              {sample.output}
            </Box>
          </Stack>
        </Box>
      ))}
      <Part heading="hoj.problemExamine.hint" source={data.hint} />
    </Box>
  );
}
