import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  JudgeMode,
  ProblemType,
  type JudgeCaseMode,
  type TestcaseUploadResult,
} from '@generated/model/index';
import { withSpreadScores, type ProblemCaseRow, type ProblemForm } from '@hoj/core/editor/problemEditor';
import { serverTestCases, type ServerTestCasePlan } from '@hoj/core/editor/testCasePairs';
import { listZipEntries } from '@hoj/core/editor/zipListing';
import { isApiError } from '@hoj/core/http/apiError';
import { uploadWithProgress, type UploadProgress } from '@hoj/core/http/uploadWithProgress';
import { useT } from '@portal/i18n/useT';
import { ZipReport } from './ZipReport';

/** The server's answer, read defensively: a missing list is no cases, a missing folder an empty one. */
function readUploadResult(data: unknown): TestcaseUploadResult {
  const answer = (typeof data === 'object' && data !== null ? data : {}) as Partial<TestcaseUploadResult>;
  return {
    fileList: Array.isArray(answer.fileList) ? answer.fileList : [],
    fileListDir: typeof answer.fileListDir === 'string' ? answer.fileListDir : '',
  };
}

function toCaseRows(result: TestcaseUploadResult, oi: boolean, total: number): ProblemCaseRow[] {
  const rows = result.fileList.map((file) => ({
    input: file.input ?? '',
    output: file.output ?? '',
    score: typeof file.score === 'number' ? file.score : null,
    groupNum: typeof file.groupNum === 'number' ? file.groupNum : null,
  }));
  // An OI problem needs a score per case; the zip's own scores (subtask modes) are kept.
  return oi && rows.some((row) => row.score === null) ? withSpreadScores(rows, total) : rows;
}

type Local = { status: 'read'; plan: ServerTestCasePlan } | { status: 'unreadable' } | null;

/**
 * Test data as a zip: while it goes up (with a progress bar) the browser reads the zip's listing and says,
 * by core's rule of what the server stores, which pairs it found and what is wrong; the server's answer then
 * becomes the problem's cases, stored when the problem is saved.
 */
export function ZipUpload({ gid }: { gid: number }) {
  const t = useT();
  const { setValue } = useFormContext<ProblemForm>();
  const [type, judgeMode, judgeCaseMode, ioScore] = useWatch<ProblemForm>({
    name: ['type', 'judgeMode', 'judgeCaseMode', 'ioScore'],
  }) as [ProblemType, JudgeMode, JudgeCaseMode, number];
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stored, setStored] = useState<number | null>(null);
  const [local, setLocal] = useState<Local>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setName(file.name);
    setFailure(null);
    setStored(null);
    setProgress(null);
    setLocal(null);
    setUploading(true);
    listZipEntries(file).then(
      (entries) => setLocal({ status: 'read', plan: serverTestCases(entries) }),
      () => setLocal({ status: 'unreadable' }),
    );
    const body = new FormData();
    body.append('file', file, file.name);
    const url = `/api/file/upload-testcase-zip?mode=${encodeURIComponent(judgeCaseMode)}&gid=${gid}`;
    try {
      const result = readUploadResult(
        await uploadWithProgress(url, body, { onProgress: setProgress, silent: true }),
      );
      const options = { shouldDirty: true } as const;
      setValue('cases', toCaseRows(result, type === ProblemType.OI, Number(ioScore) || 100), options);
      setValue('uploadTestcaseDir', result.fileListDir, options);
      setStored(result.fileList.length);
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : String(error));
    } finally {
      setUploading(false);
    }
  };

  const percent =
    progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;
  return (
    <div className="problem-editor__zip">
      <label className="field__label" htmlFor={`zip-${gid}`}>
        {t('groupProblemAdmin.zip.choose')}
      </label>
      <input
        id={`zip-${gid}`}
        type="file"
        accept=".zip,application/zip"
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void choose(file);
        }}
      />
      <p className="problem-editor__hint">{t('groupProblemAdmin.zip.rule')}</p>
      {uploading ? (
        <div>
          <progress
            max={100}
            value={percent ?? undefined}
            aria-label={t('groupProblemAdmin.zip.progress', { name })}
          />
          <span role="status">
            {percent === null
              ? t('groupProblemAdmin.zip.progress', { name })
              : t('groupProblemAdmin.zip.percent', { name, percent })}
          </span>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="field__error">
          {t('groupProblemAdmin.zip.failed', { reason: failure })}
        </p>
      ) : null}
      {stored !== null ? <p role="status">{t('groupProblemAdmin.zip.uploaded', { count: stored })}</p> : null}
      <ZipReport local={local} judgeDecides={judgeMode !== JudgeMode.DEFAULT} />
    </div>
  );
}
