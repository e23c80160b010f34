import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Stack } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import { compileAdminInteractive, compileAdminSpj } from '@generated/api/admin-problem/admin-problem';
import { JudgeMode, type CompileDTO } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import type { ExtraFileRow } from '@hoj/core/editor/problemEditor';
import { CodeEditor } from '@backoffice/common/code/CodeEditor';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { CompileErrorDialog } from './CompileErrorDialog';
import { useCompileState } from './compileState';

const extraFilesOf = (rows: readonly ExtraFileRow[] | undefined): Record<string, string> | null =>
  rows && rows.length > 0 ? Object.fromEntries(rows.map((row) => [row.name.trim(), row.content])) : null;

/** What the compiler said, as it said it: the untranslated server text where there is one. */
const outputOf = (error: unknown): string =>
  isApiError(error) ? (error.serverMsg ?? error.msg) : error instanceof Error ? error.message : String(error);

/**
 * The special or interactive judge program, in the code editor, with its Compile button. A failed compile
 * opens the compiler's output in a dialog; a successful one is remembered for the save rule (code changed since
 * loading must have compiled) until the code or its language changes again.
 */
export function JudgeCodeInput() {
  const translate = useTranslate();
  const { clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name: 'spjCode' });
  const [id, judgeMode, language, judgeFiles] = useWatch({
    name: ['id', 'judgeMode', 'spjLanguage', 'judgeExtraFile'],
  }) as [number | null, JudgeMode, string, ExtraFileRow[] | undefined];
  const { compiled, setCompiled } = useCompileState();
  const [output, setOutput] = useState<string | null>(null);
  const code = typeof field.value === 'string' ? field.value : '';
  const upToDate = compiled !== null && compiled.code === code && compiled.language === language;

  const compile = useApiMutation({
    mutationFn: (body: CompileDTO) =>
      judgeMode === JudgeMode.INTERACTIVE ? compileAdminInteractive(body) : compileAdminSpj(body),
    showError: 'inPlace',
    success: 'hoj.problemEditor.judge.compiled',
    onSuccess: (_answer, body) => {
      setCompiled({ code: body.code ?? '', language: body.language ?? '' });
      clearErrors('spjCode');
    },
    onError: (error) => setOutput(outputOf(error)),
  });

  const run = () =>
    compile.mutate({
      code,
      language,
      extraFiles: extraFilesOf(judgeFiles),
      ...(id === null ? {} : { pid: id }),
    });

  return (
    <Stack spacing={1}>
      <CodeEditor
        value={code}
        onChange={field.onChange}
        label={translate(
          judgeMode === JudgeMode.INTERACTIVE
            ? 'hoj.problemEditor.judge.interactiveCode'
            : 'hoj.problemEditor.judge.spjCode',
        )}
        languageName={language}
        height={360}
        error={fieldState.invalid}
        helperText={fieldState.error?.message}
      />
      <Box>
        <Button
          variant="contained"
          startIcon={<BuildIcon />}
          loading={compile.isPending}
          disabled={code.trim() === ''}
          onClick={run}
        >
          {translate('hoj.problemEditor.judge.compile')}
        </Button>
      </Box>
      {upToDate && (
        <Alert severity="success" role="status">
          {translate('hoj.problemEditor.judge.upToDate')}
        </Alert>
      )}
      <CompileErrorDialog output={output} onClose={() => setOutput(null)} />
    </Stack>
  );
}
