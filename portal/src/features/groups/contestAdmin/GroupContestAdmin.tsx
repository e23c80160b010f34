import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contestTypeTable } from '@hoj/core/domain/contest';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import { fromAdminContest, newContestForm, type ContestForm } from '@hoj/core/editor/contestEditor';
import { formatDateTime } from '@hoj/core/format/format';
import '@portal/i18n/pages/groupContentAdmin';
import '@portal/i18n/pages/groupContestAdmin';
import { useLocale, useT } from '@portal/i18n/useT';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { DataTable } from '@portal/shared/ui/DataTable';
import { EmptyState } from '@portal/shared/ui/states';
import { Tag } from '@portal/shared/ui/Tag';
import { PagedPanel } from '../components/PagedPanel';
import { RowButton, RowSwitch } from '../components/AdminRowControls';
import { useAdminAction } from '../model/useAdminAction';
import { useGroupPage, usePageParam } from '../model/useGroupViewer';
import {
  ADMIN_CONTESTS_PER_PAGE,
  adminContestsQuery,
  changeContestVisible,
  contestAdminKeys,
  deleteContest,
  fetchContest,
  type AdminContestRow,
} from './contestAdminApi';

// The dialogs (the contest editor with its rules, the problem picker, announcements, the download) load when
// one opens: the table alone is what an admin sees first.
const ContestEditorDialog = lazy(async () => ({
  default: (await import('./ContestEditorDialog')).ContestEditorDialog,
}));
const ContestProblemsDialog = lazy(async () => ({
  default: (await import('./ContestProblemsDialog')).ContestProblemsDialog,
}));
const ContestAnnouncementsDialog = lazy(async () => ({
  default: (await import('./ContestAnnouncementsDialog')).ContestAnnouncementsDialog,
}));
const DownloadAcDialog = lazy(async () => ({
  default: (await import('./DownloadAcDialog')).DownloadAcDialog,
}));

type Opened = { kind: 'problems' | 'announcements' | 'download' | 'delete'; row: AdminContestRow };

/**
 * The group's contests for its admins (hidden ones too): create, edit, show or hide, problems, announcements,
 * the accepted code as a zip, delete.
 */
export function GroupContestAdmin() {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const { gid, rights } = useGroupPage();
  const [page, setPage] = usePageParam();
  const [, setParams] = useSearchParams();
  const [editing, setEditing] = useState<ContestForm | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: contestAdminKeys.all(gid) });
  const { busy, act } = useAdminAction(refresh);
  const query = useQuery({ ...adminContestsQuery(gid, page), enabled: rights.admin });
  if (!rights.admin) return <EmptyState message={t('groupAdmin.only')} />;

  const edit = (row: AdminContestRow) =>
    void act(async () => setEditing(fromAdminContest(await fetchContest(row.id))), 'groupAdmin.loaded');
  const create = () => {
    const user = userSignal.value;
    setEditing(newContestForm({ gid, uid: user?.uid ?? '', author: user?.username ?? '' }));
  };
  const button = (kind: Opened['kind'], row: AdminContestRow, label: string, name: string) => (
    <RowButton
      label={name}
      tone={kind === 'delete' ? 'ghost' : 'secondary'}
      onClick={() => setOpened({ kind, row })}
    >
      {label}
    </RowButton>
  );

  return (
    <>
      <PagedPanel
        texts={{
          title: t('groupAdmin.contest.title'),
          loading: t('groupAdmin.loading'),
          error: t('groupAdmin.error'),
          empty: t('groupAdmin.contest.empty'),
          pages: t('groupAdmin.pages'),
        }}
        query={query}
        page={page}
        perPage={ADMIN_CONTESTS_PER_PAGE}
        onPage={setPage}
        actions={
          <>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setParams({})}
            >
              {t('groupAdmin.backToList')}
            </button>
            <button type="button" className="button button--primary button--small" onClick={create}>
              {t('groupAdmin.contest.create')}
            </button>
          </>
        }
      >
        {(rows) => (
          <DataTable label={t('groupAdmin.contest.table')} name="group-table">
            <thead>
              <tr>
                <th scope="col">{t('groupAdmin.col.id')}</th>
                <th scope="col">{t('groupAdmin.col.title')}</th>
                <th scope="col">{t('groupAdmin.contest.col.type')}</th>
                <th scope="col">{t('groupAdmin.contest.col.start')}</th>
                <th scope="col">{t('groupAdmin.col.visible')}</th>
                <th scope="col">{t('groupAdmin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const title = row.title ?? '';
                const type = tableEntry(contestTypeTable, row.type);
                return (
                  <tr key={row.id}>
                    <td>{row.id}</td>
                    <td>{title}</td>
                    <td>{type ? <Tag tone={type.color}>{type.short}</Tag> : '--'}</td>
                    <td>{row.startTime ? formatDateTime(row.startTime, locale) : '--'}</td>
                    <td>
                      <RowSwitch
                        label={t('groupAdmin.visibleOf', { title })}
                        checked={row.visible === true}
                        disabled={busy}
                        onToggle={() =>
                          void act(
                            () => changeContestVisible(row.id, row.visible !== true),
                            'groupAdmin.updated',
                          )
                        }
                      />
                    </td>
                    <td>
                      <div className="group-members__actions">
                        <RowButton
                          label={t('groupAdmin.editOf', { title })}
                          disabled={busy}
                          onClick={() => edit(row)}
                        >
                          {t('groupAdmin.edit')}
                        </RowButton>
                        {button(
                          'problems',
                          row,
                          t('groupAdmin.problems'),
                          t('groupAdmin.problemsOf', { title }),
                        )}
                        {button(
                          'announcements',
                          row,
                          t('groupAdmin.contest.announcements'),
                          t('groupAdmin.contest.announcementsOf', { title }),
                        )}
                        {button(
                          'download',
                          row,
                          t('groupAdmin.contest.download'),
                          t('groupAdmin.contest.downloadOf', { title }),
                        )}
                        {button('delete', row, t('groupAdmin.delete'), t('groupAdmin.deleteOf', { title }))}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        )}
      </PagedPanel>
      <Suspense fallback={null}>
        {editing ? (
          <ContestEditorDialog
            gid={gid}
            initial={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              showToast('success', t(editing.id === null ? 'groupAdmin.created' : 'groupAdmin.updated'));
              setEditing(null);
              void refresh();
            }}
          />
        ) : null}
        {opened?.kind === 'problems' ? (
          <ContestProblemsDialog gid={gid} contest={opened.row} onClose={() => setOpened(null)} />
        ) : null}
        {opened?.kind === 'announcements' ? (
          <ContestAnnouncementsDialog gid={gid} contest={opened.row} onClose={() => setOpened(null)} />
        ) : null}
        {opened?.kind === 'download' ? (
          <DownloadAcDialog
            cid={opened.row.id}
            title={opened.row.title ?? ''}
            onClose={() => setOpened(null)}
            onDone={() => {
              showToast('success', t('groupAdmin.contest.downloaded'));
              setOpened(null);
            }}
          />
        ) : null}
      </Suspense>
      {opened?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('groupAdmin.contest.deleteTitle')}
          message={t('groupAdmin.deleteConfirm', { title: opened.row.title ?? '' })}
          confirmLabel={t('groupAdmin.delete')}
          cancelLabel={t('groupAdmin.cancel')}
          busy={busy}
          onCancel={() => setOpened(null)}
          onConfirm={() =>
            void act(() => deleteContest(opened.row.id), 'groupAdmin.deleted').then(() => setOpened(null))
          }
        />
      ) : null}
    </>
  );
}
