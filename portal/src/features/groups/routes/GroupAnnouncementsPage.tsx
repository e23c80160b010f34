import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementVO } from '@generated/model/index';
import { formatDateTime } from '@hoj/core/format/format';
import { isApiError } from '@hoj/core/http/apiError';
import '@portal/i18n/pages/groups';
import { useLocale, useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { DataTable } from '@portal/shared/ui/DataTable';
import { EmptyState } from '@portal/shared/ui/states';
import {
  ADMIN_ANNOUNCEMENTS_PER_PAGE,
  adminAnnouncementsQuery,
  deleteAnnouncement,
  saveAnnouncement,
  type AnnouncementDraft,
} from '../api/announcementQueries';
import { groupKeys } from '../api/groupKeys';
import { AnnouncementEditorDialog } from '../components/AnnouncementEditorDialog';
import { PagedPanel } from '../components/PagedPanel';
import { useGroupPage, usePageParam } from '../model/useGroupViewer';
import { RowButton, RowSwitch } from '../components/AdminRowControls';

const draftOf = (row: AnnouncementVO): AnnouncementDraft => ({
  id: row.id,
  title: row.title,
  content: row.content ?? '',
  status: row.status === 1 ? 1 : 0,
});

/**
 * The group's announcements for its admins, hidden ones too: publish, edit, show or hide, delete. Editing,
 * hiding and deleting an announcement are for its author and the group's roots.
 */
export function GroupAnnouncementsPage() {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const { gid, viewer, rights } = useGroupPage();
  const [page, setPage] = usePageParam();
  const [editing, setEditing] = useState<{ draft: AnnouncementDraft; uid: string } | null>(null);
  const [deleting, setDeleting] = useState<AnnouncementVO | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery({ ...adminAnnouncementsQuery(gid, page), enabled: rights.admin });

  if (!rights.admin) return <EmptyState message={t('groups.announcementAdmin.only')} />;

  const refresh = () => void client.invalidateQueries({ queryKey: groupKeys.announcements(gid) });
  const mayChange = (row: AnnouncementVO) => rights.root || row.uid === viewer.uid;

  const save = async (draft: AnnouncementDraft) => {
    if (!editing) return;
    await saveAnnouncement(gid, draft, editing.uid);
    showToast('success', t(draft.id === undefined ? 'groups.announcementAdmin.created' : 'groups.updated'));
    setEditing(null);
    refresh();
  };
  const toggle = async (row: AnnouncementVO) => {
    setBusy(true);
    try {
      const draft = draftOf(row);
      await saveAnnouncement(gid, { ...draft, status: draft.status === 0 ? 1 : 0 }, row.uid ?? viewer.uid);
      showToast('success', t('groups.updated'));
      refresh();
    } catch (error) {
      showToast('error', isApiError(error) ? error.msg : t('groups.action.failed'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAnnouncement(deleting.id);
      showToast('success', t('groups.deleted'));
      refresh();
    } catch (error) {
      showToast('error', isApiError(error) ? error.msg : t('groups.action.failed'));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <PagedPanel
        texts={{
          title: t('groups.announcementAdmin.title'),
          loading: t('groups.announcements.loading'),
          error: t('groups.announcements.error'),
          empty: t('groups.announcements.empty'),
          pages: t('groups.announcements.pages'),
        }}
        query={query}
        page={page}
        perPage={ADMIN_ANNOUNCEMENTS_PER_PAGE}
        onPage={setPage}
        actions={
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => setEditing({ draft: { title: '', content: '', status: 0 }, uid: viewer.uid })}
          >
            {t('groups.announcementAdmin.create')}
          </button>
        }
      >
        {(rows) => (
          <DataTable label={t('groups.announcementAdmin.table')} name="group-table">
            <thead>
              <tr>
                <th scope="col">{t('groups.announcementAdmin.col.title')}</th>
                <th scope="col">{t('groups.announcementAdmin.col.created')}</th>
                <th scope="col">{t('groups.announcementAdmin.col.modified')}</th>
                <th scope="col">{t('groups.announcementAdmin.col.author')}</th>
                <th scope="col">{t('groups.announcementAdmin.col.visible')}</th>
                <th scope="col">{t('groups.members.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const own = mayChange(row);
                return (
                  <tr key={row.id}>
                    <td>{row.title}</td>
                    <td>{formatDateTime(row.gmtCreate, locale)}</td>
                    <td>{row.gmtModified ? formatDateTime(row.gmtModified, locale) : '--'}</td>
                    <td>{row.username ?? '--'}</td>
                    <td>
                      <RowSwitch
                        label={t('groups.announcementAdmin.visibleOf', { title: row.title })}
                        checked={row.status === 0}
                        disabled={!own || busy}
                        onToggle={() => void toggle(row)}
                      />
                    </td>
                    <td>
                      {own ? (
                        <div className="group-members__actions">
                          <RowButton
                            label={t('groups.announcementAdmin.editOf', { title: row.title })}
                            onClick={() => setEditing({ draft: draftOf(row), uid: row.uid ?? viewer.uid })}
                          >
                            {t('groups.edit')}
                          </RowButton>
                          <RowButton
                            label={t('groups.announcementAdmin.deleteOf', { title: row.title })}
                            tone="ghost"
                            onClick={() => setDeleting(row)}
                          >
                            {t('groups.delete')}
                          </RowButton>
                        </div>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        )}
      </PagedPanel>
      {editing ? (
        <AnnouncementEditorDialog initial={editing.draft} onSave={save} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('groups.announcementAdmin.deleteTitle')}
          message={t('groups.announcementAdmin.deleteConfirm', { title: deleting.title })}
          confirmLabel={t('groups.delete')}
          cancelLabel={t('groups.cancel')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
