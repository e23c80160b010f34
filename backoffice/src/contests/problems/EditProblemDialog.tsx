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
  Stack,
  TextField,
} from '@mui/material';
import { setAdminContestProblem } from '@generated/api/admin-contest/admin-contest';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { BalloonColourField } from './BalloonColourField';
import { contestProblemsKey, type ContestProblemRow } from './contestProblemQueries';

interface EditProblemDialogProps {
  cid: number;
  row: ContestProblemRow;
  onClose(): void;
}

/** The problem's label, title and balloon colour in this contest; the server refuses a label another has. */
export function EditProblemDialog({ cid, row, onClose }: EditProblemDialogProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [displayId, setDisplayId] = useState(row.link.displayId ?? '');
  const [displayTitle, setDisplayTitle] = useState(row.link.displayTitle ?? row.title);
  const [color, setColor] = useState(row.link.color ?? '');
  const [tried, setTried] = useState(false);
  const save = useApiMutation({
    mutationFn: () =>
      setAdminContestProblem({
        id: row.link.id,
        cid,
        pid: row.pid,
        displayId: displayId.trim(),
        displayTitle: displayTitle.trim() || row.title,
        color: color || null,
      }),
    success: () => ({ message: 'hoj.contests.problems.saved', messageArgs: { displayId: displayId.trim() } }),
    showError: 'inPlace',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contestProblemsKey(cid) });
      onClose();
    },
  });
  const missingId = tried && displayId.trim() === '';
  // The server's refusal was about the values sent: once one changes it no longer applies.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      save.reset();
    };
  const submit = () => {
    setTried(true);
    if (displayId.trim() !== '') save.mutate();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-contest-problem-title">
      <DialogTitle id="edit-contest-problem-title">
        {translate('hoj.contests.problems.editTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            size="small"
            required
            label={translate('hoj.contests.problems.displayId')}
            value={displayId}
            onChange={(event) => changed(setDisplayId)(event.target.value)}
            error={missingId}
            helperText={
              missingId
                ? translate('hoj.validation.fieldRequired', {
                    field: translate('hoj.contests.problems.displayId'),
                  })
                : undefined
            }
          />
          <TextField
            size="small"
            label={translate('hoj.contests.problems.displayTitle')}
            value={displayTitle}
            onChange={(event) => changed(setDisplayTitle)(event.target.value)}
          />
          <BalloonColourField value={color} onChange={changed(setColor)} />
          {save.errorText && (
            <Alert severity="error" role="alert">
              {save.errorText}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={submit}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
