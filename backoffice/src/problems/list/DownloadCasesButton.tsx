import { useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { getDownloadTestcaseUrl } from '@generated/api/file/file';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import type { ProblemRecord } from '../problemResource';

async function downloadCases(pid: number): Promise<string> {
  const { downloadFile, saveBlob } = await import('@hoj/core/http/download');
  const { blob, filename } = await downloadFile(getDownloadTestcaseUrl({ pid }));
  saveBlob(blob, filename);
  return filename;
}

/**
 * Saves the problem's test data as the zip the server builds (its name comes from the server). A problem without
 * data answers with a JSON error, shown as a toast.
 */
export function DownloadCasesButton({ record }: { record: ProblemRecord }) {
  const translate = useTranslate();
  const download = useApiMutation({
    mutationFn: downloadCases,
    success: (name) => ({ message: 'hoj.problemAdmin.downloaded', messageArgs: { name } }),
  });
  const label = translate('hoj.problemAdmin.downloadCasesOf', {
    title: record.title ?? record.problemId ?? '',
  });
  return (
    <Tooltip title={translate('hoj.problemAdmin.downloadCases')}>
      <span>
        <IconButton
          aria-label={label}
          size="small"
          disabled={download.isPending}
          onClick={(event) => {
            event.stopPropagation();
            download.mutate(record.id);
          }}
        >
          <DownloadIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
