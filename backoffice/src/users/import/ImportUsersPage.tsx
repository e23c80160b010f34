import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useTranslate } from 'react-admin';
import { checkUsernameOrEmail } from '@generated/api/account/account';
import { insertAdminBatchUser } from '@generated/api/admin-user/admin-user';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';
import { datedFileName } from '@backoffice/common/fileNames';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { isValid, type CheckedRow, type CsvAnalysis } from './csvModel';
import { EncodingDialog } from './EncodingDialog';
import { checkExisting, PER_CALL_CHECK_LIMIT } from './existenceCheck';
import { afterChunk, percent, readingPercent, type ImportPhase } from './importProgress';
import { runImport, type ImportOutcome } from './importRun';
import { PreviewTable } from './PreviewTable';
import { rejectedRowsCsv } from './rejectedCsv';
import { isRejected, rowReasons, rowStatus } from './rowView';
import { useCsvAnalysis } from './useCsvAnalysis';
import { importUsersMessages } from '@backoffice/i18n/areas/importUsers';
import { registerPageMessages } from '@backoffice/i18n/catalogue';

// This page's texts travel with its chunk.
registerPageMessages(importUsersMessages);

type Filter = 'all' | 'valid' | 'invalid';
type CheckMode = 'checking' | 'perCall' | 'byImport' | { failed: string };

const NO_ROWS: CheckedRow[] = [];

/** The page's own calls report their failures in place, not as global toasts. */
const QUIET: HojRequestInit = { silent: true };

function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `/admin/users/import`: CSV bulk import of users. The file has seven columns (username, password, email, real
 * name, gender, nickname, school; a first line naming the columns is skipped); username and password are
 * required and follow the account rules every account form shares (core's accountRules); gender is male/0 or
 * female/1 in any letter case. Every row is
 * checked before anything is sent; the valid rows go in chunks that can be cancelled, and the rows not created
 * can be downloaded with their reasons.
 */
export function ImportUsersPage() {
  const translate = useTranslate();
  const { state, run, chooseEncoding, reset, update } = useCsvAnalysis();
  const [fileName, setFileName] = useState<string | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const [checkMode, setCheckMode] = useState<CheckMode | null>(null);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, ImportOutcome>>(new Map());
  const [importState, setImportState] = useState<ImportPhase>({ phase: 'idle' });
  const [includePasswords, setIncludePasswords] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const checkedFor = useRef<CsvAnalysis | null>(null);

  const analysis = state.phase === 'ready' ? state.analysis : null;

  // Once per analysis: look up existing accounts (per call, as HOJ has no batch check) for small files.
  useEffect(() => {
    if (!analysis || checkedFor.current === analysis) return;
    checkedFor.current = analysis;
    const candidates = analysis.rows.filter(isValid);
    if (candidates.length > PER_CALL_CHECK_LIMIT) {
      setCheckMode('byImport');
      return;
    }
    const controller = new AbortController();
    setCheckMode('checking');
    checkExisting(candidates, (query) => checkUsernameOrEmail(query, QUIET), undefined, controller.signal)
      .then(() => {
        if (controller.signal.aborted) return;
        const checked = { ...analysis, rows: [...analysis.rows] };
        checkedFor.current = checked;
        setCheckMode('perCall');
        update(checked);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setCheckMode({ failed: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      controller.abort();
      // An unfinished check starts again if the same analysis comes back (React's strict-mode remount).
      if (checkedFor.current === analysis) checkedFor.current = null;
    };
  }, [analysis, update]);

  const rows = analysis?.rows ?? NO_ROWS;
  // Once per analysis, never per render: the import renders the page as it goes.
  const counts = useMemo(() => {
    let valid = 0;
    let trimmed = 0;
    for (const row of rows) {
      if (isValid(row)) valid++;
      if (row.trimmed.length > 0) trimmed++;
    }
    return { total: rows.length, valid, invalid: rows.length - valid, trimmed };
  }, [rows]);
  const shown = useMemo(
    () => (filter === 'all' ? rows : rows.filter((row) => isValid(row) === (filter === 'valid'))),
    [rows, filter],
  );

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setCheckMode(null);
    setOutcomes(new Map());
    setImportState({ phase: 'idle' });
    setFilter('all');
    setIncludePasswords(false);
    run(await file.arrayBuffer());
  };

  // Each row's outcome is reported in the table, so the run itself fails only on an unexpected error.
  const importRun = useApiMutation({
    mutationFn: ({ valid, signal }: { valid: CheckedRow[]; signal: AbortSignal }) =>
      runImport(valid, (users) => insertAdminBatchUser({ users }, QUIET), {
        // A failed row's reason is read from the server's state after its chunk.
        check: (query) => checkUsernameOrEmail(query, QUIET),
        signal,
        onChunk: ({ done, total }) => setImportState((s) => afterChunk(s, done, total)),
      }),
    onSuccess: (result) => {
      setOutcomes(result);
      setImportState({ phase: 'done' });
    },
    onError: () => setImportState({ phase: 'idle' }),
  });

  const startImport = () => {
    if (!analysis) return;
    const valid = analysis.rows.filter(isValid);
    const controller = new AbortController();
    abortRef.current = controller;
    setImportState({ phase: 'running', done: 0, total: valid.length, cancelling: false });
    importRun.mutate({ valid, signal: controller.signal });
  };

  const cancelImport = () => {
    abortRef.current?.abort();
    setImportState((s) => (s.phase === 'running' ? { ...s, cancelling: true } : s));
  };

  const reportCounts = useMemo(() => {
    let created = 0;
    let failed = 0;
    for (const outcome of outcomes.values()) {
      if (outcome.state === 'created') created++;
      if (outcome.state === 'failed') failed++;
    }
    return { created, failed, skipped: rows.length - created - failed };
  }, [outcomes, rows]);

  // Rows not created: the invalid ones, and after an import every row it did not create. The list itself is
  // gathered only for the download, not on every render.
  const rejectedCount = importState.phase === 'done' ? rows.length - reportCounts.created : counts.invalid;

  const downloadRejected = () => {
    const rejected = rows.filter((row) => isRejected(rowStatus(row, outcomes.get(row.index))));
    const lines = rejected.map((row) => ({
      cells: row.raw,
      reason: rowReasons(row, outcomes.get(row.index), translate).join('; '),
    }));
    downloadText(rejectedRowsCsv(lines, { includePasswords }), datedFileName('rejected-users', 'csv'));
  };

  const startOver = () => {
    reset();
    setFileName(null);
    setCheckMode(null);
    setOutcomes(new Map());
    setImportState({ phase: 'idle' });
    setIncludePasswords(false);
  };

  const running = importState.phase === 'running';

  // The rows not created can be downloaded as soon as they are known: the invalid ones before any import (even
  // when no row is valid), the failed and unsent ones after it.
  const download = analysis && !running && rejectedCount > 0 && (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={downloadRejected}>
        {translate('hoj.importUsers.result.download')}
      </Button>
      <FormControlLabel
        control={
          <Checkbox
            checked={includePasswords}
            onChange={(event) => setIncludePasswords(event.target.checked)}
          />
        }
        label={translate('hoj.importUsers.result.includePasswords')}
      />
    </Stack>
  );

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('hoj.importUsers.title')} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography component="h2" variant="h5">
            {translate('hoj.importUsers.title')}
          </Typography>
          <Button component={Link} to="/users" size="small">
            {translate('hoj.importUsers.back')}
          </Button>
        </Stack>
        <Alert severity="info">{translate('hoj.importUsers.hint')}</Alert>

        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={running}>
            {translate('hoj.importUsers.chooseFile')}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              hidden
              aria-label={translate('hoj.importUsers.chooseFile')}
              onChange={(event) => void onFile(event)}
            />
          </Button>
          {fileName && <Typography>{translate('hoj.importUsers.fileName', { name: fileName })}</Typography>}
        </Stack>

        {state.phase === 'parsing' && (
          <Box role="status">
            <Typography>{translate('hoj.importUsers.parsing')}</Typography>
            <LinearProgress
              aria-label={translate('hoj.importUsers.parseProgress')}
              variant={state.progress ? 'determinate' : 'indeterminate'}
              value={state.progress ? readingPercent(state.progress) : 0}
            />
          </Box>
        )}
        {state.phase === 'error' && (
          <Alert severity="error" role="alert">
            {translate('hoj.importUsers.parseFailed', { message: state.message })}
          </Alert>
        )}
        {state.phase === 'unreadable' && (
          <Alert severity="error" role="alert">
            {translate(`hoj.importUsers.unreadable.${state.reason}`)}
          </Alert>
        )}
        {state.phase === 'ask' && (
          <EncodingDialog candidates={state.candidates} onChoose={chooseEncoding} onCancel={startOver} />
        )}

        {analysis && (
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={1}>
                <Typography>
                  {translate('hoj.importUsers.notice.encoding', {
                    encoding: analysis.encoding.toUpperCase(),
                    bom: analysis.bom ? translate('hoj.importUsers.notice.bom') : '',
                  })}
                </Typography>
                {analysis.garbled !== null && (
                  <Alert severity="warning">
                    {translate('hoj.importUsers.notice.garbled', {
                      encoding: analysis.encoding.toUpperCase(),
                      sample: analysis.garbled,
                    })}
                  </Alert>
                )}
                {analysis.headerSkipped && (
                  <Typography>{translate('hoj.importUsers.notice.header')}</Typography>
                )}
                {analysis.reasonColumnIgnored && (
                  <Typography>{translate('hoj.importUsers.notice.reasonColumn')}</Typography>
                )}
                {analysis.blankLinesSkipped > 0 && (
                  <Typography>
                    {translate('hoj.importUsers.notice.blank', { count: analysis.blankLinesSkipped })}
                  </Typography>
                )}
                {counts.trimmed > 0 && (
                  <Typography>
                    {translate('hoj.importUsers.notice.trimmed', {
                      count: counts.trimmed,
                    })}
                  </Typography>
                )}
                <Box role="status">
                  {checkMode === 'checking' && (
                    <Typography>{translate('hoj.importUsers.notice.checking')}</Typography>
                  )}
                  {checkMode === 'perCall' && (
                    <Typography>{translate('hoj.importUsers.notice.checkPerCall')}</Typography>
                  )}
                  {checkMode === 'byImport' && (
                    <Typography>
                      {translate('hoj.importUsers.notice.checkByImport', { limit: PER_CALL_CHECK_LIMIT })}
                    </Typography>
                  )}
                  {checkMode !== null && typeof checkMode === 'object' && (
                    <Alert severity="warning">
                      {translate('hoj.importUsers.notice.checkFailed', { message: checkMode.failed })}
                    </Alert>
                  )}
                </Box>
                <Typography sx={{ fontWeight: 'bold' }}>
                  {translate('hoj.importUsers.counts', {
                    count: counts.total,
                    valid: counts.valid,
                    invalid: counts.invalid,
                  })}
                </Typography>
              </Stack>
            </CardContent>
          </Card>
        )}

        {analysis && (
          <>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={filter}
              onChange={(_, value: Filter | null) => value && setFilter(value)}
              aria-label={translate('hoj.importUsers.filter.label')}
            >
              {(['all', 'valid', 'invalid'] as const).map((value) => (
                <ToggleButton key={value} value={value}>
                  {translate(`hoj.importUsers.filter.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {shown.length === 0 ? (
              <Typography>{translate('hoj.importUsers.noRows')}</Typography>
            ) : (
              <PreviewTable rows={shown} outcomes={outcomes} />
            )}
          </>
        )}

        {analysis && importState.phase === 'idle' && (
          <Box>
            <Button
              variant="contained"
              disabled={counts.valid === 0 || checkMode === 'checking'}
              onClick={startImport}
            >
              {translate('hoj.importUsers.start', { count: counts.valid })}
            </Button>
          </Box>
        )}
        {importState.phase === 'idle' && download}

        {importState.phase === 'running' && (
          <Box role="status">
            <Typography>
              {translate(importState.cancelling ? 'hoj.importUsers.cancelling' : 'hoj.importUsers.importing')}
            </Typography>
            <LinearProgress
              aria-label={translate('hoj.importUsers.importProgress')}
              variant="determinate"
              value={percent(importState.done, importState.total)}
            />
            <Button sx={{ mt: 1 }} onClick={cancelImport} disabled={importState.cancelling}>
              {translate('hoj.importUsers.cancel')}
            </Button>
          </Box>
        )}

        {importState.phase === 'done' && (
          <Card variant="outlined" component="section" aria-labelledby="import-result-title">
            <CardContent>
              <Typography id="import-result-title" component="h3" variant="h6">
                {translate('hoj.importUsers.result.title')}
              </Typography>
              <Box role="status">
                <Typography>
                  {translate('hoj.importUsers.result.created', { count: reportCounts.created })}
                </Typography>
                <Typography>
                  {translate('hoj.importUsers.result.skipped', { count: reportCounts.skipped })}
                </Typography>
                <Typography>
                  {translate('hoj.importUsers.result.failed', { count: reportCounts.failed })}
                </Typography>
              </Box>
              <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
                {download}
                <Button onClick={startOver}>{translate('hoj.importUsers.reset')}</Button>
              </Stack>
            </CardContent>
          </Card>
        )}
      </Stack>
    </Box>
  );
}
