import { useState } from 'react';
import { Confirm, usePermissions, useTranslate } from 'react-admin';
import { Button, Stack, TextField, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { changeAdminProblemAuth } from '@generated/api/admin-problem/admin-problem';
import { ProblemAuth } from '@generated/model/index';
import { problemAuthTable } from '@hoj/core/domain/problem';
import { canPublishProblem } from '@backoffice/problems/problemAccess';
import type { BatchProblem } from './pickerQuery';
import type { BatchRunner } from './useBatchRunner';

interface VisibilityActionProps {
  problems: readonly BatchProblem[];
  runner: BatchRunner;
}

/**
 * Sets the visibility of every selected problem, one `change-problem-auth` call each (HOJ has no batch call).
 * A plain admin may hide problems or keep them for contests but not publish them, so "public" is not offered
 * to them. Staff confirm first: the portal changes at once for every problem.
 */
export function VisibilityAction({ problems, runner }: VisibilityActionProps) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[] | undefined>();
  const mayPublish = canPublishProblem(permissions ?? []);
  const [auth, setAuth] = useState<ProblemAuth>(ProblemAuth.PRIVATE);
  const [asking, setAsking] = useState(false);
  const busy = runner.run?.running === true;
  const label = translate(problemAuthTable[auth].labelKey);

  const apply = () => {
    setAsking(false);
    void runner.start(
      'hoj.problemBatch.visibilityTitle',
      { visibility: label },
      problems,
      async (problem) => {
        await changeAdminProblemAuth({ id: problem.id, auth });
      },
    );
  };

  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 260 }}>
      <Typography variant="subtitle1" component="h2">
        {translate('hoj.problemBatch.visibilityHeading')}
      </Typography>
      <TextField
        select
        size="small"
        label={translate('hoj.problemBatch.newVisibility')}
        value={String(auth)}
        onChange={(event) => setAuth(Number(event.target.value) as ProblemAuth)}
        helperText={mayPublish ? ' ' : translate('hoj.problemBatch.publishNotAllowed')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {Object.entries(problemAuthTable).map(([value, info]) => (
          <option key={value} value={value} disabled={Number(value) === ProblemAuth.PUBLIC && !mayPublish}>
            {translate(info.labelKey)}
          </option>
        ))}
      </TextField>
      <Button
        variant="contained"
        startIcon={<VisibilityIcon />}
        disabled={busy || problems.length === 0}
        onClick={() => setAsking(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('hoj.problemBatch.applyVisibility', { count: problems.length })}
      </Button>
      <Confirm
        isOpen={asking}
        title="hoj.problemBatch.confirmVisibilityTitle"
        content="hoj.problemBatch.confirmVisibility"
        translateOptions={{ count: problems.length, visibility: label }}
        onConfirm={apply}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
