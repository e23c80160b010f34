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
import { useQueryClient } from '@tanstack/react-query';
import { importAdminTrainingRemoteOJProblem } from '@generated/api/admin-training/admin-training';
import { RemoteOj } from '@generated/model/index';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { trainingProblemKeys } from './trainingProblemQueries';

const JUDGES = Object.values(RemoteOj);

interface RemoteImport {
  name: RemoteOj;
  problemId: string;
}

/**
 * Adds a remote judge's problem by its number there (Codeforces `1000A`): the server fetches it into the bank
 * first if needed, which takes a while, so the dialog keeps its state until the answer and shows a refusal in
 * place. The problem joins the training under its own display id (`CF-1000A`).
 */
export function RemoteProblemImport({ tid }: { tid: number }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [judge, setJudge] = useState<RemoteOj>(JUDGES[0] ?? RemoteOj.HDU);
  const [problemId, setProblemId] = useState('');
  const [touched, setTouched] = useState(false);
  const run = useApiMutation({
    mutationFn: (input: RemoteImport) => importAdminTrainingRemoteOJProblem({ ...input, tid }),
    showError: 'inPlace',
    success: (_data, input) => ({
      message: 'hoj.trainingAdmin.remote.done',
      messageArgs: { id: `${input.name}-${input.problemId}` },
    }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: trainingProblemKeys.all(tid) });
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
      <Button label="hoj.trainingAdmin.remote.open" onClick={() => setOpen(true)}>
        <CloudDownloadIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => !run.isPending && setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>{translate('hoj.trainingAdmin.remote.title')}</DialogTitle>
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
            <DialogContentText>{translate('hoj.trainingAdmin.remote.intro')}</DialogContentText>
            <TextField
              select
              label={translate('hoj.trainingAdmin.remote.judge')}
              value={judge}
              onChange={(event) => setJudge(event.target.value as RemoteOj)}
              disabled={run.isPending}
            >
              {JUDGES.map((code) => (
                <MenuItem key={code} value={code}>
                  {translate(`hoj.trainingAdmin.judges.${code}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('hoj.trainingAdmin.remote.problemId')}
              value={problemId}
              onChange={(event) => setProblemId(event.target.value)}
              required
              error={missing}
              helperText={
                missing ? translate('ra.validation.required') : translate('hoj.trainingAdmin.remote.hint')
              }
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
            {translate('hoj.trainingAdmin.remote.submit')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
