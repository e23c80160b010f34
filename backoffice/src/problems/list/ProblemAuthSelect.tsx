import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { TextField } from '@mui/material';
import { ProblemAuth } from '@generated/model/index';
import { problemAuthTable } from '@hoj/core/domain/problem';
import type { AuthChangeMeta, ProblemRecord } from '../problemResource';
import { canPublishProblem } from '../problemAccess';
import { useStaff } from '@backoffice/common/useStaff';

const AUTHS = Object.values(ProblemAuth);

const authMeta: AuthChangeMeta = { authOnly: true };

/**
 * Who can see a problem (public, private, only in the contests that use it), changed in place. The change is
 * saved at once, then confirmed or refused in a toast; a plain admin cannot make a problem public (the
 * backend refuses), so that choice is offered to the super admin and problem admins only.
 */
export function ProblemAuthSelect({ record }: { record: ProblemRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { roles } = useStaff();
  const [update, { isPending }] = useUpdate<ProblemRecord>();
  const current = record.auth ?? ProblemAuth.PRIVATE;
  const change = (auth: ProblemAuth) =>
    void update(
      'problems',
      { id: record.id, data: { auth }, previousData: record, meta: authMeta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('hoj.problemAdmin.authChanged', {
            type: 'success',
            messageArgs: {
              title: record.title ?? record.problemId,
              auth: translate(problemAuthTable[auth].labelKey),
            },
          });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={current}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => {
        const next = Number(event.target.value) as ProblemAuth;
        if (next !== current) change(next);
      }}
      slotProps={{
        htmlInput: { 'aria-label': translate('hoj.problemAdmin.authOf', { title: record.title ?? '' }) },
        // The browser's own list: keyboard and screen readers know it, and it names itself by its label.
        select: { native: true },
      }}
    >
      {AUTHS.map((auth) => (
        <option
          key={auth}
          value={auth}
          disabled={auth === ProblemAuth.PUBLIC && auth !== current && !canPublishProblem(roles)}
        >
          {translate(problemAuthTable[auth].labelKey)}
        </option>
      ))}
    </TextField>
  );
}
