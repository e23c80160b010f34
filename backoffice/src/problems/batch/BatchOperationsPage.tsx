import { Title, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { problemBatchMessages } from '@backoffice/i18n/areas/problemBatch';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { BatchReport } from './BatchReport';
import { DownloadAction } from './DownloadAction';
import { ProblemPicker } from './ProblemPicker';
import { useSelection } from './selection';
import { useBatchRunner } from './useBatchRunner';
import { VisibilityAction } from './VisibilityAction';

// This page's texts travel with its chunk.
registerPageMessages(problemBatchMessages);

/**
 * `/admin/problems/batch`: tick problems across the bank's pages, then change their visibility or download
 * their test cases in one go. Each problem is its own call; the report below names every problem with its
 * outcome, so a partial failure is never hidden behind a single "done".
 */
export function BatchOperationsPage() {
  const translate = useTranslate();
  const selection = useSelection();
  const queryClient = useQueryClient();
  // The picker's visibility chips follow what the run changed.
  const runner = useBatchRunner(() => void queryClient.invalidateQueries({ queryKey: ['problemBatch'] }));
  const locked = runner.run?.running === true;
  const count = selection.problems.length;

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('hoj.problemBatch.title')} />
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('hoj.problemBatch.intro')}
          </Typography>
          <ProblemPicker selection={selection} locked={locked} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
            <Typography role="status" variant="body1">
              {translate('hoj.problemBatch.selected', { count })}
            </Typography>
            <Button size="small" disabled={count === 0 || locked} onClick={selection.clear}>
              {translate('hoj.problemBatch.clearSelection')}
            </Button>
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <VisibilityAction problems={selection.problems} runner={runner} />
            <DownloadAction problems={selection.problems} runner={runner} />
          </Stack>
          <BatchReport runner={runner} />
        </CardContent>
      </Card>
    </Box>
  );
}
