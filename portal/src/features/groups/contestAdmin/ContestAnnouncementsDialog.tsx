import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { Dialog } from '@portal/shared/ui/Dialog';
import { queryView } from '@portal/shared/ui/queryView';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { ContestAnnouncementForm } from './ContestAnnouncementForm';
import {
  contestAdminKeys,
  contestAnnouncementsQuery,
  deleteContestAnnouncement,
  type AdminContestRow,
  type AnnouncementRow,
} from './contestAdminApi';

interface ContestAnnouncementsDialogProps {
  gid: number;
  contest: AdminContestRow;
  onClose: () => void;
}

/** A contest's announcements: each editable and deletable, and a form for a new one. */
export function ContestAnnouncementsDialog({ gid, contest, onClose }: ContestAnnouncementsDialogProps) {
  const t = useT();
  const client = useQueryClient();
  const cid = contest.id;
  const [editing, setEditing] = useState<AnnouncementRow | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const query = useQuery(contestAnnouncementsQuery(gid, cid));
  const view = queryView(query);
  const refresh = () => client.invalidateQueries({ queryKey: contestAdminKeys.announcements(gid, cid) });
  const remove = async (aid: number) => {
    setFailure(null);
    try {
      await deleteContestAnnouncement(cid, aid);
      await refresh();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groupAdmin.failed'));
    }
  };
  const saved = async () => {
    setEditing(null);
    await refresh();
  };
  return (
    <Dialog
      title={t('groupAdmin.contest.announcementsTitle', { title: contest.title ?? '' })}
      onClose={onClose}
      width={760}
    >
      <p role="alert" className="group-form__failure">
        {failure}
      </p>
      {view.kind === 'pending' ? (
        <Skeleton rows={3} label={t('groupAdmin.loading')} />
      ) : view.kind === 'failed' ? (
        <ErrorState message={t('groupAdmin.error')} error={view.error} onRetry={() => void query.refetch()} />
      ) : view.data.records.length === 0 ? (
        <EmptyState message={t('groupAdmin.contest.noAnnouncements')} />
      ) : (
        <ul className="group-admin__announcements" aria-label={t('groupAdmin.contest.announcements')}>
          {view.data.records.map((row) => (
            <li key={row.id}>
              {editing !== 'new' && editing?.id === row.id ? (
                <ContestAnnouncementForm
                  cid={cid}
                  initial={row}
                  onSaved={saved}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <article aria-label={row.title ?? ''}>
                  <h3>{row.title}</h3>
                  <p>{row.content}</p>
                  <p className="group-form__hint">
                    {row.status === 0 ? t('groupAdmin.contest.shown') : t('groupAdmin.contest.hidden')}
                  </p>
                  <div className="group-members__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('groupAdmin.editOf', { title: row.title ?? '' })}
                      onClick={() => setEditing(row)}
                    >
                      {t('groupAdmin.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('groupAdmin.deleteOf', { title: row.title ?? '' })}
                      onClick={() => void remove(row.id)}
                    >
                      {t('groupAdmin.delete')}
                    </button>
                  </div>
                </article>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <ContestAnnouncementForm cid={cid} initial={null} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        <div className="group-form__actions">
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('groupAdmin.contest.newAnnouncement')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
