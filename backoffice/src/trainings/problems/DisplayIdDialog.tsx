import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { addAdminTrainingProblemFromPublic } from '@generated/api/admin-training/admin-training';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { trainingProblemKeys, type CandidateProblem } from './trainingProblemQueries';

interface DisplayIdDialogProps {
  tid: number;
  problem: CandidateProblem;
  onClose(): void;
}

/**
 * Asks for the problem's label in the training before adding it: its own display id unless the admin names
 * another. A label the training already uses is refused by the server and shown here, beside what was typed.
 */
export function DisplayIdDialog({ tid, problem, onClose }: DisplayIdDialogProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [displayId, setDisplayId] = useState(problem.problemId ?? '');
  const [touched, setTouched] = useState(false);
  const add = useApiMutation({
    mutationFn: (label: string) =>
      addAdminTrainingProblemFromPublic({ tid, pid: problem.id, displayId: label }),
    showError: 'inPlace',
    success: (_data, label) => ({
      message: 'hoj.trainingAdmin.picker.added',
      messageArgs: { label, title: problem.title ?? '' },
    }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: trainingProblemKeys.all(tid) });
      onClose();
    },
  });
  const trimmed = displayId.trim();
  const missing = touched && trimmed === '';
  const submit = () => {
    setTouched(true);
    if (trimmed !== '') add.mutate(trimmed);
  };
  return (
    <Dialog
      open
      onClose={() => !add.isPending && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>
        {translate('hoj.trainingAdmin.picker.addTitle', { label: problem.problemId, title: problem.title })}
      </DialogTitle>
      <DialogContent>
        <form
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogContentText sx={{ mb: 2 }}>
            {translate('hoj.trainingAdmin.picker.displayIdIntro')}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            label={translate('hoj.trainingAdmin.picker.displayId')}
            value={displayId}
            onChange={(event) => setDisplayId(event.target.value)}
            error={missing}
            helperText={missing ? translate('ra.validation.required') : undefined}
            disabled={add.isPending}
          />
          {add.errorText && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {add.errorText}
            </Alert>
          )}
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={add.isPending}>
          {translate('hoj.trainingAdmin.picker.confirmAdd')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
