import { useTranslate } from 'react-admin';
import { Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { getDownloadTestcaseUrl } from '@generated/api/file/file';
import { downloadFile, saveBlob } from '@hoj/core/http/download';
import { hasOwnTestData } from '@backoffice/problems/problemAccess';
import type { BatchProblem } from './pickerQuery';
import type { BatchRunner } from './useBatchRunner';

interface DownloadActionProps {
  problems: readonly BatchProblem[];
  runner: BatchRunner;
}

/**
 * Downloads the test cases of every selected problem, one zip per problem through core's download helper (the
 * server refuses a problem the caller may not read, or one without data, and says why). A remote judge's
 * problem has no test data here: it is listed as skipped, not quietly left out.
 */
export function DownloadAction({ problems, runner }: DownloadActionProps) {
  const translate = useTranslate();
  const busy = runner.run?.running === true;
  const download = () =>
    void runner.start('hoj.problemBatch.downloadTitle', undefined, problems, async (problem) => {
      if (!hasOwnTestData(problem)) return { skip: 'hoj.problemBatch.remoteNoData' };
      const { blob, filename } = await downloadFile(getDownloadTestcaseUrl({ pid: problem.id }));
      saveBlob(blob, filename);
      return undefined;
    });
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 260 }}>
      <Typography variant="subtitle1" component="h2">
        {translate('hoj.problemBatch.downloadHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('hoj.problemBatch.downloadHint')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={busy || problems.length === 0}
        onClick={download}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('hoj.problemBatch.download', { count: problems.length })}
      </Button>
    </Stack>
  );
}
