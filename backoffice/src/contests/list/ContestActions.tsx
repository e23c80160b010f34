import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Stack } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { cloneAdminContest } from '@generated/api/admin-contest/admin-contest';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { useContestAccess } from '../contestAccess';
import type { ContestRecord } from '../contestResource';
import { IconAction } from '../page/IconAction';
import { contestAnnouncementsPath, contestProblemsPath } from '../paths';
import { DownloadAcDialog } from './DownloadAcDialog';

/**
 * A contest row's actions: edit, its problems and announcements, the accepted-code download, clone and delete.
 * Each shows only to the roles the backend lets do it (edit and download: root or the creator; delete: root);
 * clone and delete ask first, delete naming everything that goes with the contest.
 */
export function ContestActions({ record }: { record: ContestRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const access = useContestAccess();
  const [asking, setAsking] = useState<'clone' | 'delete' | 'download' | null>(null);
  const title = record.title ?? '';
  const args = { title };
  const clone = useApiMutation({
    mutationFn: () => cloneAdminContest({ cid: record.id }),
    success: () => ({ message: 'hoj.contests.list.cloned', messageArgs: args }),
    onSuccess: () => {
      setAsking(null);
      refresh();
    },
    onError: () => setAsking(null),
  });
  const [remove, { isPending: deleting }] = useDelete<ContestRecord>();
  const confirmDelete = () =>
    void remove(
      'contests',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(null);
          notify('hoj.contests.list.deleted', { type: 'info', messageArgs: args });
          refresh();
        },
        onError: (error) => {
          setAsking(null);
          notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        },
      },
    );
  const manage = access.canManage(record);
  return (
    // The row opens the editor on click; the actions and their dialogs must not.
    <Stack direction="row" spacing={0} onClick={(event) => event.stopPropagation()}>
      {manage && (
        <IconAction
          label={translate('hoj.contests.list.edit', args)}
          icon={<EditIcon />}
          to={`/contests/${record.id}`}
        />
      )}
      <IconAction
        label={translate('hoj.contests.list.problems', args)}
        icon={<ListAltIcon />}
        to={contestProblemsPath(record.id)}
      />
      <IconAction
        label={translate('hoj.contests.list.announcements', args)}
        icon={<CampaignIcon />}
        to={contestAnnouncementsPath(record.id)}
      />
      {manage && (
        <IconAction
          label={translate('hoj.contests.list.download', args)}
          icon={<DownloadIcon />}
          onClick={() => setAsking('download')}
        />
      )}
      <IconAction
        label={translate('hoj.contests.list.clone', args)}
        icon={<ContentCopyIcon />}
        onClick={() => setAsking('clone')}
      />
      {access.canDelete && (
        <IconAction
          label={translate('hoj.contests.list.delete', args)}
          icon={<DeleteIcon />}
          onClick={() => setAsking('delete')}
        />
      )}
      <DownloadAcDialog
        cid={record.id}
        title={title}
        open={asking === 'download'}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'clone'}
        loading={clone.isPending}
        title="hoj.contests.list.cloneTitle"
        content="hoj.contests.list.cloneContent"
        translateOptions={args}
        onConfirm={() => clone.mutate()}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'delete'}
        loading={deleting}
        title="hoj.contests.list.deleteTitle"
        content="hoj.contests.list.deleteContent"
        translateOptions={args}
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
