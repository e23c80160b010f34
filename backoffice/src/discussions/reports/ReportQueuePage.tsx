import { List, useListContext, useTranslate } from 'react-admin';
import { REPORT_ORDER } from '@backoffice/common/serverOrder';
import { Box, Stack, Typography } from '@mui/material';
import { DeferredRows } from '@backoffice/common/DeferredRows';
import { ListLoadError } from '@backoffice/common/ListLoadError';
import { ListPagination } from '@backoffice/common/ListPagination';
import { DEFAULT_PAGE_SIZE } from '@backoffice/common/pageSizes';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { DiscussionTabs } from '../DiscussionTabs';
import { ListLoading } from '../ListLoading';
import { discussionPageMessages } from '../i18n/pageMessages';
import { ReportCard } from './ReportCard';
import type { ReportRecord } from './reportResource';

// The moderation screens' texts travel with their chunk.
registerPageMessages(discussionPageMessages);

function ReportCards() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<ReportRecord>();
  if (isPending) return <ListLoading />;
  if (!data || data.length === 0) {
    return (
      <Box role="status" sx={{ p: 3 }}>
        <Typography color="text.secondary">{translate('resources.discussionReports.empty')}</Typography>
      </Box>
    );
  }
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {data.map((report) => (
        <ReportCard key={report.id} report={report} />
      ))}
    </Stack>
  );
}

/**
 * `/admin/discussions/reports`: what users reported, unresolved first. Each report unfolds into the reported
 * post, rendered as its readers see it, with the actions on it (disable, delete) beside marking the report
 * handled.
 */
export function ReportQueuePage() {
  return (
    <>
      <DiscussionTabs current="reports" />
      <List
        resource="discussionReports"
        sort={REPORT_ORDER}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={false}
        error={<ListLoadError />}
        empty={false}
        exporter={false}
        actions={false}
      >
        <DeferredRows footer={<ListPagination />}>
          <ReportCards />
        </DeferredRows>
      </List>
    </>
  );
}
