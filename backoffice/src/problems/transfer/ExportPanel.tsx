import { useState } from 'react';
import { Autocomplete, Button, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { getAdminProblemList } from '@generated/api/admin-problem/admin-problem';
import { getExportProblemUrl } from '@generated/api/file/file';
import type { Problem } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { useDebounced } from '@backoffice/common/useDebounced';
import { TransferPanel } from './TransferPanel';

/** Matches offered per search; the admin narrows by typing rather than scrolling the whole bank. */
const SEARCH_LIMIT = 20;

const labelOf = (p: Problem) => [p.problemId, p.title].filter(Boolean).join(' ');

/** The export only makes sense for a non-empty selection; the button stays off until there is one. */
export function canExport(selection: readonly Problem[]): boolean {
  return selection.some((p) => typeof p.id === 'number');
}

async function exportProblems(selection: readonly Problem[]): Promise<string> {
  const pid = selection.map((p) => p.id).filter((id): id is number => typeof id === 'number');
  const { downloadFile, saveBlob } = await import('@hoj/core/http/download');
  const { blob, filename } = await downloadFile(getExportProblemUrl({ pid }));
  saveBlob(blob, filename);
  return filename;
}

/**
 * The export half: problems found by title, display id or author (the back office's problem list search), any
 * number of them, saved as the HOJ zip the server builds.
 */
export function ExportPanel() {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [selection, setSelection] = useState<Problem[]>([]);
  const keyword = useDebounced(input.trim());
  const search = useQuery({
    queryKey: ['problemTransfer', 'search', keyword],
    queryFn: ({ signal }) => {
      // The panel shows a failed search under the field itself, not as a toast.
      const init: HojRequestInit = { signal, silent: true };
      return getAdminProblemList(
        { keyword: keyword || undefined, limit: SEARCH_LIMIT, currentPage: 1 },
        init,
      );
    },
  });
  const exporting = useApiMutation({
    mutationFn: exportProblems,
    success: (name) => ({ message: 'hoj.problemTransfer.export.done', messageArgs: { name } }),
  });
  const ready = canExport(selection);
  const searchError = search.error
    ? translate('hoj.problemTransfer.export.searchFailed', {
        message: isApiError(search.error) ? search.error.msg : String(search.error),
      })
    : null;

  return (
    <TransferPanel heading="hoj.problemTransfer.export.heading" intro="hoj.problemTransfer.export.intro">
      <Autocomplete
        multiple
        filterSelectedOptions
        options={search.data?.records ?? []}
        value={selection}
        onChange={(_event, value) => setSelection(value)}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          // Picking an option clears the text the admin typed; keep it so they can pick the next match.
          if (reason !== 'reset') setInput(value);
        }}
        filterOptions={(options) => options}
        getOptionLabel={labelOf}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={search.isFetching}
        loadingText={translate('hoj.problemTransfer.export.loading')}
        noOptionsText={translate('hoj.problemTransfer.export.noOptions')}
        disabled={exporting.isPending}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('hoj.problemTransfer.export.search')}
            placeholder={translate('hoj.problemTransfer.export.searchHint')}
            error={searchError !== null}
            helperText={searchError ?? (ready ? ' ' : translate('hoj.problemTransfer.export.required'))}
          />
        )}
      />
      <div>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={!ready || exporting.isPending}
          onClick={() => exporting.mutate(selection)}
        >
          {ready
            ? translate('hoj.problemTransfer.export.submit', { count: selection.length })
            : translate('hoj.problemTransfer.export.submitNone')}
        </Button>
      </div>
    </TransferPanel>
  );
}
