import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Confirm, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Stack, TableCell, TableRow } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { deleteAdminContestProblem } from '@generated/api/admin-contest/admin-contest';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { useContestAccess } from '../contestAccess';
import { contestProblemCreatePath, contestProblemEditPath } from '../paths';
import { contestListMessages } from '../i18n/contestListMessages';
import { contestProblemMessages } from '../i18n/contestProblemMessages';
import { ContestSubPage, type ContestSubPageTexts } from '../page/ContestSubPage';
import { IconAction } from '../page/IconAction';
import { AddFromBankDialog } from './AddFromBankDialog';
import { BalloonSwatch } from './BalloonColourField';
import {
  contestInfoQuery,
  contestProblemsKey,
  contestProblemsQuery,
  nextDisplayId,
  type ContestProblemRow,
} from './contestProblemQueries';
import { EditProblemDialog } from './EditProblemDialog';
import { RemoteImportDialog } from './RemoteImportDialog';

registerPageMessages(contestListMessages);
registerPageMessages(contestProblemMessages);

const TEXTS: ContestSubPageTexts = {
  title: 'hoj.contests.problems.title',
  titleLoading: 'hoj.contests.problems.titleLoading',
  tableLabel: 'hoj.contests.problems.tableLabel',
  loadFailed: 'hoj.contests.problems.loadFailed',
  empty: 'hoj.contests.problems.empty',
  columns: [
    'hoj.contests.problems.displayId',
    'hoj.contests.problems.displayTitle',
    'hoj.contests.problems.problemId',
    'hoj.contests.problems.color',
    'hoj.contests.problems.actions',
  ],
};

type Dialog =
  | { kind: 'bank' }
  | { kind: 'remote' }
  | { kind: 'edit'; row: ContestProblemRow }
  | { kind: 'remove'; row: ContestProblemRow };

/**
 * A row's actions: open the problem in the full problem editor; edit its label, title and colour; remove it
 * (root and problem admins only).
 */
function RowActions({
  cid,
  row,
  canRemove,
  open,
}: {
  cid: number;
  row: ContestProblemRow;
  canRemove: boolean;
  open(dialog: Dialog): void;
}) {
  const translate = useTranslate();
  const args = { displayId: row.link.displayId ?? '' };
  return (
    <Stack direction="row">
      <IconAction
        label={translate('hoj.contests.problems.openEditor', args)}
        icon={<ArticleIcon />}
        to={contestProblemEditPath(cid, row.pid)}
      />
      <IconAction
        label={translate('hoj.contests.problems.edit', args)}
        icon={<EditIcon />}
        onClick={() => open({ kind: 'edit', row })}
      />
      {canRemove && (
        <IconAction
          label={translate('hoj.contests.problems.remove', args)}
          icon={<DeleteIcon />}
          onClick={() => open({ kind: 'remove', row })}
        />
      )}
    </Stack>
  );
}

/**
 * `/admin/contests/:id/problems`: the contest's problems by label with their balloon colours. Problems come
 * from the bank (searched and paged, given a label and a colour) or from a remote judge; each can be relabelled,
 * recoloured or removed.
 */
export function ContestProblemsPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const access = useContestAccess();
  const cid = Number(useParams().id);
  const info = useQuery(contestInfoQuery(cid));
  const problems = useQuery(contestProblemsQuery(cid));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const rows = problems.data ?? [];
  const taken = rows.map((row) => row.link.displayId ?? '');
  const remove = useApiMutation({
    mutationFn: (row: ContestProblemRow) => deleteAdminContestProblem({ pid: row.pid, cid }),
    success: (_data, row) => ({
      message: 'hoj.contests.problems.removed',
      messageArgs: { displayId: row.link.displayId ?? '' },
    }),
    onSuccess: async () => {
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: contestProblemsKey(cid) });
    },
    onError: () => setDialog(null),
  });
  return (
    <ContestSubPage
      cid={cid}
      contestTitle={info.data?.title ?? ''}
      texts={TEXTS}
      actions={
        <>
          <Button
            variant="contained"
            startIcon={<LibraryAddIcon />}
            onClick={() => setDialog({ kind: 'bank' })}
            disabled={!info.data}
          >
            {translate('hoj.contests.problems.addFromBank')}
          </Button>
          <Button startIcon={<CloudDownloadIcon />} onClick={() => setDialog({ kind: 'remote' })}>
            {translate('hoj.contests.problems.importRemote')}
          </Button>
          <Button component={Link} to={contestProblemCreatePath(cid)} startIcon={<NoteAddIcon />}>
            {translate('hoj.contests.problems.createOnly')}
          </Button>
        </>
      }
      error={problems.error}
      empty={problems.isSuccess && rows.length === 0}
      footer={
        <>
          {dialog?.kind === 'bank' && info.data && (
            <AddFromBankDialog
              cid={cid}
              problemType={info.data.type}
              suggestedId={nextDisplayId(taken)}
              onClose={() => setDialog(null)}
            />
          )}
          {dialog?.kind === 'remote' && (
            <RemoteImportDialog
              cid={cid}
              suggestedId={nextDisplayId(taken)}
              onClose={() => setDialog(null)}
            />
          )}
          {dialog?.kind === 'edit' && (
            <EditProblemDialog cid={cid} row={dialog.row} onClose={() => setDialog(null)} />
          )}
          <Confirm
            isOpen={dialog?.kind === 'remove'}
            loading={remove.isPending}
            title="hoj.contests.problems.removeTitle"
            content="hoj.contests.problems.removeContent"
            translateOptions={{
              displayId: dialog?.kind === 'remove' ? (dialog.row.link.displayId ?? '') : '',
            }}
            confirmColor="warning"
            onConfirm={() => {
              if (dialog?.kind === 'remove') remove.mutate(dialog.row);
            }}
            onClose={() => setDialog(null)}
          />
        </>
      }
    >
      {rows.map((row) => (
        <TableRow key={row.pid}>
          <TableCell>{row.link.displayId}</TableCell>
          <TableCell>{row.link.displayTitle ?? row.title}</TableCell>
          <TableCell>{row.problemId}</TableCell>
          <TableCell>
            <BalloonSwatch color={row.link.color} />
          </TableCell>
          <TableCell>
            <RowActions cid={cid} row={row} canRemove={access.canRemoveProblem} open={setDialog} />
          </TableCell>
        </TableRow>
      ))}
    </ContestSubPage>
  );
}
