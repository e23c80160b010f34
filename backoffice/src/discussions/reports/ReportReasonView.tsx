import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseReportContent, reportTagKey } from './reportContent';

/**
 * What the reporter said: the chosen tags as chips (the portal's tags in the admin's language) and the free
 * text, shown as plain text: it is a user's words, and short.
 */
export function ReportReasonView({ content }: { content: string | null | undefined }) {
  const translate = useTranslate();
  const { tags, reason } = parseReportContent(content);
  return (
    <Stack spacing={0.5}>
      {tags.length > 0 && (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          aria-label={translate('resources.discussionReports.tagsLabel')}
          role="list"
        >
          {tags.map((tag) => {
            const key = reportTagKey(tag);
            return (
              <Chip
                key={tag}
                role="listitem"
                size="small"
                color="warning"
                variant="outlined"
                label={key ? translate(`resources.discussionReports.tags.${key}`) : tag}
              />
            );
          })}
        </Stack>
      )}
      {reason ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reason}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.discussionReports.noReason')}
        </Typography>
      )}
    </Stack>
  );
}
