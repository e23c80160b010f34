import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Confirm, Title, useTranslate } from 'react-admin';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { deleteAdminContestAnnouncement } from '@generated/api/admin-contest/admin-contest';
import type { AnnouncementVO } from '@generated/model/index';
import { CreatedAt } from '@backoffice/common/CreatedAt';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@backoffice/common/pageSizes';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { contestAnnouncementMessages } from '../i18n/contestAnnouncementMessages';
import { contestListMessages } from '../i18n/contestListMessages';
import { contestProblemMessages } from '../i18n/contestProblemMessages';
import { contestInfoQuery } from '../problems/contestProblemQueries';
import { AnnouncementDialog } from './AnnouncementDialog';
import { contestAnnouncementsKey, contestAnnouncementsQuery } from './announcementQueries';

registerPageMessages(contestListMessages);
registerPageMessages(contestProblemMessages);
registerPageMessages(contestAnnouncementMessages);

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
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<Open | null>(null);
  const info = useQuery(contestInfoQuery(cid));
  const list = useQuery({
    ...contestAnnouncementsQuery(cid, page, limit),
    placeholderData: keepPreviousData,
  });
  const title = info.data?.title ?? '';
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
    <Card sx={{ mt: 2, p: 2 }}>
      <Title
        title={
          title
            ? translate('hoj.contests.announcements.title', { title })
            : translate('hoj.contests.announcements.titleLoading')
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <Button component={Link} to="/contests" startIcon={<ArrowBackIcon />}>
          {translate('hoj.contests.problems.back')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })}>
          {translate('hoj.contests.announcements.create')}
        </Button>
      </Stack>
      {list.isError && (
        <Alert severity="error" role="alert">
          {translate('hoj.contests.announcements.loadFailed')}
          {list.error instanceof Error ? `: ${list.error.message}` : ''}
        </Alert>
      )}
      <Table
        size="small"
        aria-label={translate('hoj.contests.announcements.tableLabel', { title: title || `#${cid}` })}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.contestAnnouncements.fields.title')}</TableCell>
            <TableCell>{translate('hoj.contests.announcements.author')}</TableCell>
            <TableCell>{translate('hoj.contests.announcements.created')}</TableCell>
            <TableCell>{translate('hoj.contests.announcements.status')}</TableCell>
            <TableCell>{translate('hoj.contests.announcements.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
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
                  <Tooltip title={translate('hoj.contests.announcements.edit', args)}>
                    <IconButton
                      size="small"
                      aria-label={translate('hoj.contests.announcements.edit', args)}
                      onClick={() => setOpen({ kind: 'edit', row })}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate('hoj.contests.announcements.delete', args)}>
                    <IconButton
                      size="small"
                      aria-label={translate('hoj.contests.announcements.delete', args)}
                      onClick={() => setOpen({ kind: 'delete', row })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {list.isSuccess && rows.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
          {translate('hoj.contests.announcements.empty')}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={list.data?.total ?? 0}
        page={page - 1}
        rowsPerPage={limit}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => {
          setLimit(Number(event.target.value));
          setPage(1);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      />
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
    </Card>
  );
}
