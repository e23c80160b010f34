import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { updateAdminTrainingProblem } from '@generated/api/admin-training/admin-training';
import { editorMessage } from '@hoj/core/editor/editorMessages';
import { editorErrorText } from '@backoffice/common/editorText';
import { TRAINING_RANK_MAX } from '@hoj/core/editor/trainingEditor';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { trainingProblemKeys, type TrainingProblemRow } from './trainingProblemQueries';

const isRank = (value: number) => Number.isInteger(value) && value >= 0 && value <= TRAINING_RANK_MAX;

/**
 * A problem's place in the training, edited in its row: saved when the field is left or Enter is pressed (if
 * it changed), after which the table re-sorts. An out-of-range value is named beside the field and not sent.
 */
export function RankInput({ tid, row }: { tid: number; row: TrainingProblemRow }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const saved = row.entry.rank ?? 0;
  const [value, setValue] = useState(String(saved));
  useEffect(() => setValue(String(saved)), [saved]);
  const label = row.entry.displayId ?? row.problem.problemId ?? String(row.problem.id);
  const save = useApiMutation({
    mutationFn: (rank: number) =>
      updateAdminTrainingProblem({
        id: row.entry.id,
        tid: row.entry.tid,
        pid: row.entry.pid,
        displayId: row.entry.displayId,
        rank,
      }),
    success: (_data, rank) => ({
      message: 'hoj.trainingAdmin.problems.rankSaved',
      messageArgs: { label, rank },
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingProblemKeys.all(tid) }),
    onError: () => setValue(String(saved)),
  });
  const parsed = Number(value);
  const valid = value.trim() !== '' && isRank(parsed);
  const commit = () => {
    if (valid && parsed !== saved && !save.isPending) save.mutate(parsed);
  };
  return (
    <TextField
      size="small"
      type="number"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={!valid}
      helperText={valid ? undefined : editorErrorText(editorMessage('editor.error.trainingRank'), translate)}
      disabled={save.isPending}
      sx={{ width: 120 }}
      slotProps={{
        htmlInput: {
          'aria-label': translate('hoj.trainingAdmin.problems.rankOf', { label }),
          min: 0,
          max: TRAINING_RANK_MAX,
          step: 1,
        },
      }}
    />
  );
}
