import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Chip, Collapse, IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { changeAdminProgress } from '@generated/api/admin-group-problem/admin-group-problem';
import { ChangeGroupProblemProgressDTOProgress as Progress } from '@generated/model/index';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { APPLICATIONS_KEY, type Application } from './applicationQueries';
import { RefuseDialog } from './RefuseDialog';
import { StatementPreview } from './StatementPreview';

const STATES = {
  [Progress.APPLYING]: { key: 'applying', color: 'warning' },
  [Progress.ACCEPTED]: { key: 'accepted', color: 'success' },
  [Progress.REJECTED]: { key: 'refused', color: 'default' },
} as const;

const COLUMNS = 6;

interface ApplicationRowProps {
  application: Application;
  /** The reason given when this request was refused on this screen, if it was. */
  refusedFor: string | undefined;
  onRefused(reason: string): void;
}

/**
 * One request: who asks to publish what, its state, and for a request still open (or one refused earlier) the
 * answer. Accepting asks first: the problem leaves its group for the public bank at once.
 */
export function ApplicationRow({ application, refusedFor, onRefused }: ApplicationRowProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<'accept' | 'refuse' | null>(null);
  const title = application.title ?? application.problemId ?? `#${application.id}`;
  const state = STATES[application.applyPublicProgress as Progress] ?? STATES[Progress.APPLYING];
  const answer = useApiMutation<null, { progress: Progress; reason?: string }>({
    mutationFn: ({ progress }) => changeAdminProgress({ pid: application.id, progress }),
    success: (_data, { progress }) => ({
      message: progress === Progress.ACCEPTED ? 'hoj.problemExamine.accepted' : 'hoj.problemExamine.refused',
      messageArgs: { title },
    }),
    showError: 'inPlace',
    onSuccess: async (_data, { reason }) => {
      setAsking(null);
      if (reason !== undefined) onRefused(reason);
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    },
    // A refusal's failure shows in its dialog, beside the reason typed; an acceptance's in the row.
    onError: () => setAsking((current) => (current === 'refuse' ? current : null)),
  });
  const answerable = application.applyPublicProgress !== Progress.ACCEPTED;

  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={translate(
              open ? 'hoj.problemExamine.hidePreview' : 'hoj.problemExamine.showPreview',
              {
                title,
              },
            )}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{application.problemId}</TableCell>
        <TableCell>
          {application.title}
          {refusedFor !== undefined && refusedFor !== '' && (
            <Typography variant="body2" color="text.secondary">
              {translate('hoj.problemExamine.yourReason', { reason: refusedFor })}
            </Typography>
          )}
        </TableCell>
        <TableCell>
          {application.gid != null
            ? translate('hoj.problemExamine.groupNumber', { gid: application.gid })
            : ''}
        </TableCell>
        <TableCell>{application.author}</TableCell>
        <TableCell>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Chip
              size="small"
              color={state.color}
              label={translate(`hoj.problemExamine.state.${state.key}`)}
            />
            {answerable && (
              <Button size="small" color="success" onClick={() => setAsking('accept')}>
                {translate('hoj.problemExamine.accept')}
              </Button>
            )}
            {application.applyPublicProgress === Progress.APPLYING && (
              <Button size="small" color="error" onClick={() => setAsking('refuse')}>
                {translate('hoj.problemExamine.refuse')}
              </Button>
            )}
          </Stack>
          {asking === null && answer.errorText && (
            <Typography variant="body2" color="error" role="alert">
              {answer.errorText}
            </Typography>
          )}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <StatementPreview pid={application.id} />
          </Collapse>
        </TableCell>
      </TableRow>
      <Confirm
        isOpen={asking === 'accept'}
        loading={answer.isPending}
        title="hoj.problemExamine.acceptTitle"
        content="hoj.problemExamine.acceptContent"
        translateOptions={{ title, gid: application.gid ?? '' }}
        onConfirm={() => answer.mutate({ progress: Progress.ACCEPTED })}
        onClose={() => setAsking(null)}
      />
      {asking === 'refuse' && (
        <RefuseDialog
          open
          title={title}
          busy={answer.isPending}
          error={answer.errorText}
          onRefuse={(reason) => answer.mutate({ progress: Progress.REJECTED, reason })}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
