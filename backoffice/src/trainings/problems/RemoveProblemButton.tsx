import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { useQueryClient } from '@tanstack/react-query';
import { deleteAdminTrainingProblem } from '@generated/api/admin-training/admin-training';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { trainingProblemKeys, type TrainingProblemRow } from './trainingProblemQueries';

/** Takes a problem out of the training (the problem itself stays in the bank), after asking. */
export function RemoveProblemButton({ tid, row }: { tid: number; row: TrainingProblemRow }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const label = row.entry.displayId ?? row.problem.problemId ?? String(row.problem.id);
  const names = { label, title: row.problem.title ?? '' };
  const remove = useApiMutation({
    mutationFn: () => deleteAdminTrainingProblem({ pid: row.problem.id, tid }),
    success: () => ({ message: 'hoj.trainingAdmin.problems.removed', messageArgs: names }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingProblemKeys.all(tid) }),
    onError: () => setAsking(false),
  });
  const text = translate('hoj.trainingAdmin.problems.remove', names);
  return (
    <>
      <Tooltip title={text}>
        <IconButton aria-label={text} onClick={() => setAsking(true)} color="error" size="small">
          <RemoveCircleOutlineIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={asking}
        loading={remove.isPending}
        title="hoj.trainingAdmin.problems.removeTitle"
        content="hoj.trainingAdmin.problems.removeContent"
        translateOptions={names}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
