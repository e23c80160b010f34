import { useState } from 'react';
import { useParams } from 'react-router';
import { Confirm, useTranslate } from 'react-admin';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Chip, TableCell, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { deleteAdminContestAnnouncement } from '@generated/api/admin-contest/admin-contest';
import type { AnnouncementVO } from '@generated/model/index';
import { CreatedAt } from '@backoffice/common/CreatedAt';
import { TablePager } from '@backoffice/common/TablePager';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { usePaging } from '@backoffice/common/usePaging';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { contestAnnouncementMessages } from '../i18n/contestAnnouncementMessages';
import { contestListMessages } from '../i18n/contestListMessages';
import { contestProblemMessages } from '../i18n/contestProblemMessages';
import { ContestSubPage, type ContestSubPageTexts } from '../page/ContestSubPage';
import { IconAction } from '../page/IconAction';
import { contestInfoQuery } from '../problems/contestProblemQueries';
import { AnnouncementDialog } from './AnnouncementDialog';
import { contestAnnouncementsKey, contestAnnouncementsQuery } from './announcementQueries';

registerPageMessages(contestListMessages);
registerPageMessages(contestProblemMessages);
registerPageMessages(contestAnnouncementMessages);

const TEXTS: ContestSubPageTexts = {
  title: 'hoj.contests.announcements.title',
  titleLoading: 'hoj.contests.announcements.titleLoading',
  tableLabel: 'hoj.contests.announcements.tableLabel',
  loadFailed: 'hoj.contests.announcements.loadFailed',
  empty: 'hoj.contests.announcements.empty',
  columns: [
    'resources.contestAnnouncements.fields.title',
    'hoj.contests.announcements.author',
    'hoj.contests.announcements.created',
    'hoj.contests.announcements.status',
    'hoj.contests.announcements.actions',
  ],
};

type Open =
  { kind: 'create' } | { kind: 'edit'; row: AnnouncementVO } | { kind: 'delete'; row: AnnouncementVO };

function StatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  const visible = status === 0;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={visible ? 'success' : 'default'}
      label={translate(visible ? 'hoj.contests.announcements.visible' : 'hoj.contests.announcements.hidden')}
    />
  );
}

/**
 * `/admin/contests/:id/announcements`: every announcement of the contest, hidden ones too, newest first; each
 * can be edited or deleted, and new ones published (contestants see them pop up during the contest).
 */
export function ContestAnnouncementsPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const cid = Number(useParams().id);
  const paging = usePaging();
  const [open, setOpen] = useState<Open | null>(null);
  const info = useQuery(contestInfoQuery(cid));
  const list = useQuery({
    ...contestAnnouncementsQuery(cid, paging.page + 1, paging.limit),
    placeholderData: keepPreviousData,
  });
  const remove = useApiMutation({
    mutationFn: (row: AnnouncementVO) => deleteAdminContestAnnouncement({ aid: row.id }),
    success: (_data, row) => ({
      message: 'hoj.contests.announcements.deleted',
      messageArgs: { title: row.title },
    }),
    onSuccess: async () => {
      setOpen(null);
      await queryClient.invalidateQueries({ queryKey: contestAnnouncementsKey(cid) });
    },
    onError: () => setOpen(null),
  });
  const rows = list.data?.records ?? [];
  return (
    <ContestSubPage
      cid={cid}
      contestTitle={info.data?.title ?? ''}
      texts={TEXTS}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })}>
          {translate('hoj.contests.announcements.create')}
        </Button>
      }
      error={list.error}
      empty={list.isSuccess && rows.length === 0}
      footer={
        <>
          <TablePager paging={paging} total={list.data?.total ?? 0} />
          {(open?.kind === 'create' || open?.kind === 'edit') && (
            <AnnouncementDialog
              cid={cid}
              editing={open.kind === 'edit' ? open.row : null}
              onClose={() => setOpen(null)}
            />
          )}
          <Confirm
            isOpen={open?.kind === 'delete'}
            loading={remove.isPending}
            title="hoj.contests.announcements.deleteTitle"
            content="hoj.contests.announcements.deleteContent"
            translateOptions={{ title: open?.kind === 'delete' ? open.row.title : '' }}
            confirmColor="warning"
            onConfirm={() => {
              if (open?.kind === 'delete') remove.mutate(open.row);
            }}
            onClose={() => setOpen(null)}
          />
        </>
      }
    >
      {rows.map((row) => {
        const args = { title: row.title };
        return (
          <TableRow key={row.id}>
            <TableCell>{row.title}</TableCell>
            <TableCell>{row.username}</TableCell>
            <TableCell>
              <CreatedAt record={row} />
            </TableCell>
            <TableCell>
              <StatusChip status={row.status} />
            </TableCell>
            <TableCell>
              <IconAction
                label={translate('hoj.contests.announcements.edit', args)}
                icon={<EditIcon />}
                onClick={() => setOpen({ kind: 'edit', row })}
              />
              <IconAction
                label={translate('hoj.contests.announcements.delete', args)}
                icon={<DeleteIcon />}
                onClick={() => setOpen({ kind: 'delete', row })}
              />
            </TableCell>
          </TableRow>
        );
      })}
    </ContestSubPage>
  );
}
