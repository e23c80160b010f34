import { useId, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Button as MuiButton,
  Stack,
  TextField,
} from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import type { RemoteOj } from '@generated/model/index';
import { useApiMutation, type ApiNotice } from './useApiMutation';

/** A remote judge's problem by its number there (Codeforces `1000A`). */
export interface RemoteProblem {
  name: RemoteOj;
  problemId: string;
}

/** The i18n keys of one screen's import: its button, the dialog's title and intro, the fields and submit. */
export interface RemoteImportTexts {
  open: string;
  title: string;
  intro: string;
  judge: string;
  problemId: string;
  problemIdHint: string;
  submit: string;
}

interface RemoteImportButtonProps {
  texts: RemoteImportTexts;
  judges: readonly [RemoteOj, ...RemoteOj[]];
  /** i18n key of a judge's name. */
  judgeLabel(judge: RemoteOj): string;
  importProblem(problem: RemoteProblem): Promise<unknown>;
  /** The success toast. */
  done(problem: RemoteProblem): ApiNotice;
  /** Awaited before the dialog closes: reloads whatever lists the new problem. */
  onImported(): unknown;
}

/**
 * A button opening the dialog that imports a remote judge's problem. The server crawls the problem before it
 * answers, which takes a while, so the dialog keeps what was typed until then and shows a refusal (already
 * imported, no such problem) in place, beside it.
 */
export function RemoteImportButton({
  texts,
  judges,
  judgeLabel,
  importProblem,
  done,
  onImported,
}: RemoteImportButtonProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [judge, setJudge] = useState<RemoteOj>(judges[0]);
  const [problemId, setProblemId] = useState('');
  const [touched, setTouched] = useState(false);
  const run = useApiMutation({
    mutationFn: (problem: RemoteProblem) => importProblem(problem),
    showError: 'inPlace',
    success: (_data, problem) => done(problem),
    onSuccess: async () => {
      await onImported();
      setOpen(false);
      setProblemId('');
      setTouched(false);
    },
  });
  const trimmed = problemId.trim();
  const missing = touched && trimmed === '';
  const submit = () => {
    setTouched(true);
    if (trimmed !== '') run.mutate({ name: judge, problemId: trimmed });
  };
  return (
    <>
      <Button label={texts.open} onClick={() => setOpen(true)}>
        <CloudDownloadIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => !run.isPending && setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>{translate(texts.title)}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            id={`${titleId}-form`}
            spacing={2}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <DialogContentText>{translate(texts.intro)}</DialogContentText>
            <TextField
              select
              label={translate(texts.judge)}
              value={judge}
              onChange={(event) => setJudge(event.target.value as RemoteOj)}
              disabled={run.isPending}
            >
              {judges.map((code) => (
                <MenuItem key={code} value={code}>
                  {translate(judgeLabel(code))}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate(texts.problemId)}
              value={problemId}
              onChange={(event) => setProblemId(event.target.value)}
              required
              error={missing}
              helperText={missing ? translate('ra.validation.required') : translate(texts.problemIdHint)}
              disabled={run.isPending}
            />
            {run.errorText && <Alert severity="error">{run.errorText}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)} disabled={run.isPending}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton type="submit" form={`${titleId}-form`} variant="contained" loading={run.isPending}>
            {translate(texts.submit)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
