import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { importAdminContestRemoteOJProblem } from '@generated/api/admin-contest/admin-contest';
import { RemoteOj } from '@generated/model/index';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { contestProblemsKey } from './contestProblemQueries';

interface RemoteImportDialogProps {
  cid: number;
  suggestedId: string;
  onClose(): void;
}

/** A remote judge's problem into the contest: fetched into the bank first when the bank lacks it. */
export function RemoteImportDialog({ cid, suggestedId, onClose }: RemoteImportDialogProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [oj, setOj] = useState<RemoteOj>(RemoteOj.HDU);
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState(suggestedId);
  const run = useApiMutation({
    mutationFn: () =>
      importAdminContestRemoteOJProblem({
        name: oj,
        problemId: problemId.trim(),
        cid,
        displayId: displayId.trim(),
      }),
    success: () => ({
      message: 'hoj.contests.problems.remote.imported',
      messageArgs: { oj, problemId: problemId.trim() },
    }),
    showError: 'inPlace',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contestProblemsKey(cid) });
      onClose();
    },
  });
  // The server's refusal was about the values sent: once one changes it no longer applies.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      run.reset();
    };
  const ready = problemId.trim() !== '' && displayId.trim() !== '';
  return (
    <Dialog open onClose={onClose} aria-labelledby="remote-import-title">
      <DialogTitle id="remote-import-title">{translate('hoj.contests.problems.remote.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: 280 }}>
          <TextField
            select
            size="small"
            label={translate('hoj.contests.problems.remote.oj')}
            value={oj}
            onChange={(event) => changed(setOj)(event.target.value as RemoteOj)}
          >
            {Object.values(RemoteOj).map((judge) => (
              <MenuItem key={judge} value={judge}>
                {judge}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            required
            label={translate('hoj.contests.problems.remote.problemId')}
            value={problemId}
            onChange={(event) => changed(setProblemId)(event.target.value)}
          />
          <TextField
            size="small"
            required
            label={translate('hoj.contests.problems.displayId')}
            value={displayId}
            onChange={(event) => changed(setDisplayId)(event.target.value)}
          />
          {run.errorText && (
            <Alert severity="error" role="alert">
              {run.errorText}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!ready || run.isPending} onClick={() => run.mutate()}>
          {translate('hoj.contests.problems.remote.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
