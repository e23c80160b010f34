import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { getUploadTestcaseZipUrl } from '@generated/api/file/file';
import {
  JudgeMode,
  ProblemType,
  type JudgeCaseMode,
  type TestcaseUploadResult,
} from '@generated/model/index';
import { withSpreadScores, type ProblemCaseRow } from '@hoj/core/editor/problemEditor';
import { serverTestCases } from '@hoj/core/editor/testCasePairs';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { uploadWithProgress, type UploadProgress } from '@hoj/core/http/uploadWithProgress';
import { listZipEntries } from '@hoj/core/editor/zipListing';
import { ZipReport, type LocalReport, type StoredCase } from './ZipReport';

const percentOf = (progress: UploadProgress | null): number | null =>
  progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;

/** The server's answer, read defensively: a missing list is no cases, a missing folder an empty one. */
function readUploadResult(data: unknown): TestcaseUploadResult {
  const answer = (typeof data === 'object' && data !== null ? data : {}) as Partial<TestcaseUploadResult>;
  return {
    fileList: Array.isArray(answer.fileList) ? answer.fileList : [],
    fileListDir: typeof answer.fileListDir === 'string' ? answer.fileListDir : '',
  };
}

function toCaseRows(result: TestcaseUploadResult, oi: boolean): ProblemCaseRow[] {
  const rows = result.fileList.map((file) => ({
    input: file.input ?? '',
    output: file.output ?? '',
    score: typeof file.score === 'number' ? file.score : null,
    groupNum: typeof file.groupNum === 'number' ? file.groupNum : null,
  }));
  // An OI problem needs a score per case; the zip's own scores (subtask modes) are kept.
  return oi && rows.some((row) => row.score === null) ? withSpreadScores(rows) : rows;
}

/**
 * Test data as a zip: the browser lists the zip's files and predicts what the server stores by core's one rule
 * while the zip goes up (with a progress bar), and the server's answer replaces the problem's cases with the
 * files it found. The data is stored only when the problem is saved.
 */
export function ZipUploadPanel() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [type, judgeMode, judgeCaseMode] = useWatch({ name: ['type', 'judgeMode', 'judgeCaseMode'] }) as [
    ProblemType,
    JudgeMode,
    JudgeCaseMode,
  ];
  const picker = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [local, setLocal] = useState<LocalReport | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [stored, setStored] = useState<StoredCase[] | null>(null);

  const upload = useApiMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      // The failure is shown in the panel, beside the zip it is about.
      return uploadWithProgress(getUploadTestcaseZipUrl({ mode: judgeCaseMode }), body, {
        onProgress: setProgress,
        silent: true,
      }).then(readUploadResult);
    },
    showError: 'inPlace',
    success: (result) => ({
      message: 'hoj.problemEditor.zip.uploaded',
      messageArgs: { count: result.fileList.length },
    }),
    onSuccess: (result) => {
      const options = { shouldDirty: true, shouldValidate: false } as const;
      setValue('cases', toCaseRows(result, type === ProblemType.OI), options);
      setValue('uploadTestcaseDir', result.fileListDir, options);
      setStored(result.fileList.map((file) => ({ input: file.input ?? '', output: file.output ?? '' })));
    },
  });

  const choose = (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    setFileName(file.name);
    setLocal(null);
    setStored(null);
    setProgress(null);
    listZipEntries(file).then(
      (entries) => setLocal({ status: 'read', plan: serverTestCases(entries) }),
      () => setLocal({ status: 'unreadable' }),
    );
    upload.mutate(file);
  };

  const percent = percentOf(progress);
  return (
    <Stack spacing={1.5}>
      <input
        ref={picker}
        type="file"
        accept=".zip,application/zip"
        hidden
        onChange={(event) => choose(event.target.files?.[0])}
        data-testid="testcase-zip-file"
      />
      <Box>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={upload.isPending}
          onClick={() => picker.current?.click()}
        >
          {translate('hoj.problemEditor.zip.choose')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('hoj.problemEditor.zip.rule')}
      </Typography>
      {upload.isPending && (
        <Box>
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={translate('hoj.problemEditor.zip.progressLabel', { name: fileName ?? '' })}
          />
          <Typography variant="caption">
            {percent === null
              ? translate('hoj.problemEditor.zip.uploading', { name: fileName ?? '' })
              : translate('hoj.problemEditor.zip.percent', { name: fileName ?? '', percent })}
          </Typography>
        </Box>
      )}
      {upload.errorText && <Alert severity="error">{upload.errorText}</Alert>}
      <ZipReport local={local} stored={stored} judgeDecides={judgeMode !== JudgeMode.DEFAULT} />
    </Stack>
  );
}
